// The security headers of everything the portal's servers send, from one place: a strict Content-Security-Policy on
// pages (scripts only from the portal's own origin, the remotes' origins and a per-page nonce; never inline script
// otherwise; the page never framed), and on every file the headers a browser needs not to sniff, leak or frame.
// Behind TLS, the front door adds Strict-Transport-Security (docs/operations.md, "Security headers").
const { randomBytes } = require('node:crypto');

/** The origins a configured social sign-in loads its script and its frame from. */
const socialOrigins = () => [
  ...(process.env.GOOGLE_CLIENT_IDS ? ['https://accounts.google.com'] : []),
  ...(process.env.FACEBOOK_APP_ID ? ['https://connect.facebook.net', 'https://www.facebook.com'] : []),
  ...(process.env.APPLE_CLIENT_IDS ? ['https://appleid.cdn-apple.com', 'https://appleid.apple.com'] : []),
];

/** Where pictures may also come from in a deployment (an object store, a CDN): ASSET_ORIGINS, comma-separated. */
const assetOrigins = () =>
  (process.env.ASSET_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

/** A fresh nonce for one page's inline scripts. */
const newNonce = () => randomBytes(16).toString('base64');

/**
 * @param {{ nonce: string, origins?: string[] }} options  `origins`: the remotes' origins the page loads code from
 * @returns {string}
 */
function contentSecurityPolicy({ nonce, origins = [] }) {
  const remotes = [...new Set(origins)];
  const social = socialOrigins();
  const list = (...sources) => [...new Set(sources.flat())].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", `'nonce-${nonce}'`, remotes, social)}`,
    // Mantine sets style attributes and writes its variables into a <style>: styles may be inline, scripts never.
    `style-src ${list("'self'", "'unsafe-inline'", remotes, social)}`,
    `img-src ${list("'self'", 'data:', 'blob:', remotes, assetOrigins())}`,
    `font-src ${list("'self'", 'data:', remotes)}`,
    // Uploads PUT straight to the bucket when files live in one.
    `connect-src ${list("'self'", remotes, social, assetOrigins())}`,
    `media-src ${list("'self'", 'blob:', assetOrigins())}`,
    `frame-src ${social.length ? list(social) : "'none'"}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** On every answer: no type sniffing, no full URL to other sites, no framing, no powerful features but location. */
const commonHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // The address page asks for the visitor's location; nothing asks for the camera, microphone or payment.
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
};

module.exports = { contentSecurityPolicy, commonHeaders, newNonce };
