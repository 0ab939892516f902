require('@portal/build-config').serveApp({ name: 'remote-account', dir: __dirname });
