export const packageManagers = ['npm', 'pnpm', 'yarn', 'bun'] as const;
export type PackageManager = (typeof packageManagers)[number];

export const isPackageManager = (name: string): name is PackageManager =>
  (packageManagers as readonly string[]).includes(name);

/**
 * The package manager that ran this command, from the user agent each of them sets
 * (`pnpm/10.0.0 npm/? node/v22.0.0 linux x64`); npm when there is none.
 */
export function detectPackageManager(userAgent: string | undefined): PackageManager {
  const name = userAgent?.split('/')[0] ?? '';
  return isPackageManager(name) ? name : 'npm';
}

/** The command that starts another project, as the user would type it. */
export function createCommand(manager: PackageManager, folder: string): string {
  return manager === 'npm'
    ? `npm create docwright@latest ${folder}`
    : `${manager} create docwright ${folder}`;
}

/** The command that runs a package.json script. */
export const runScript = (manager: PackageManager, script: string) => `${manager} run ${script}`;
