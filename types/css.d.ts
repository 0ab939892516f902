// Stylesheets are imported for their side effect; webpack (mini-css-extract-plugin) takes them out of the bundle.
declare module '*.css';
