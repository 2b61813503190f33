/** Where the build leaves what `docs serve` needs to know beyond the files themselves (server-manifest.ts). */
export const serverManifestPath = '_docwright/server.json';
