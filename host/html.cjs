// Escaping for the markup the host's server writes into its page.

/** Text between tags. */
const text = (value) =>
  String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** A double-quoted attribute's value. */
const attribute = (value) => text(value).replaceAll('"', '&quot;');

module.exports = { text, attribute };
