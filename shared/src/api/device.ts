export type Device = { browser: string; os: string };

const browsers: [string, RegExp][] = [
  ['Edge', /Edg\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Firefox', /Firefox\/(\d+)/],
  ['Chrome', /Chrome\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari/],
];

const systems: [string, RegExp][] = [
  ['Windows', /Windows NT ([\d.]+)/],
  ['Android', /Android ([\d.]+)/],
  ['iOS', /(?:iPhone|iPad|iPod).* OS ([\d_]+)/],
  ['macOS', /Mac OS X ([\d_.]+)/],
  ['ChromeOS', /CrOS \S+ ([\d.]+)/],
  ['Linux', /Linux()/],
];

const firstMatch = (list: [string, RegExp][], userAgent: string, fallback: string) => {
  for (const [name, pattern] of list) {
    const version = pattern.exec(userAgent)?.[1];
    if (version !== undefined) return `${name} ${version.replaceAll('_', '.')}`.trim();
  }
  return fallback;
};

/** A web client has no device model; the browser stands in for the model and its OS for the OS version. */
export const describeDevice = (userAgent: string, platform: string): Device => ({
  browser: firstMatch(browsers, userAgent, 'Browser'),
  os: firstMatch(systems, userAgent, platform || 'Unknown'),
});
