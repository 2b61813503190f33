// The front door of @docwright/server (SPEC 4 to 6): the site host, reader auth, the proxy route and the admin API.
export {};
