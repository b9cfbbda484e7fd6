/** `{ __BIZ_VERSION__: '"x.y.z"' }`: the package.json version for a Vite config's `define`. */
export declare const versionDefine: { __BIZ_VERSION__: string };
