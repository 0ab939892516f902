#!/usr/bin/env node
// webpack-cli for the apps, so each app depends on this package rather than on webpack and its CLI directly.
require('webpack-cli/bin/cli.js');
