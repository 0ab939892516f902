// The async boundary lets Module Federation agree on shared singletons before any of them is imported. Started in
// the next task: the federation runtime's start has just run in this one.
setTimeout(() => import('./bootstrap'));
