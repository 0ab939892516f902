require('@portal/build-config').serveApp({ name: 'remote-services', dir: __dirname });
