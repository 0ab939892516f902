// Stylesheets mean nothing to jsdom: an import of a .css file in a unit test gets this empty module.
module.exports = {};
