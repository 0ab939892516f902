require('@portal/build-config').serveApp({ name: 'remote-shop', dir: __dirname });
