require('@portal/build-config').serveApp({ name: 'remote-academy', dir: __dirname });
