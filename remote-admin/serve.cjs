require('@portal/build-config').serveApp({ name: 'remote-admin', dir: __dirname });
