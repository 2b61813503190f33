// Nothing is imported up front: `docs --version` and `docs --help` load this module alone, and
// each command loads its own modules (and the packages they use) when it runs.

const help = `Usage: docs <command> [options]

Commands:
  init [dir]                                  create a new site from the starter template
  build [dir] [--out dist] [--base-url URL] [--strict] [--workers N]
                                              build the static site into --out (atomically)
  check [dir] [--url URL] [--base-url URL] [--json] [--strict]
                                              report problems, broken links and anchors, and the site score
  dev [dir] [--port 3000] [--host 127.0.0.1]  serve the site, rebuild on change, reload the browser
  mcp [dir]                                   serve a built site's MCP tools over stdio, for editors
  migrate [dir] [--force]                     convert a legacy mint.json into docs.json
  preview [dir] [--port 4173] [--host 127.0.0.1]
                                              look at the built site as a static host serves it
  serve [dir] [--port 3000] [--host 127.0.0.1]
                                              serve a built site: proxy, twins, reader sign-in
  snippet <site dir or spec> "<METHOD> <path>" --lang <key> [--server URL] [--defaults required|all]
                                              print an operation's request example in one language
  admin keys create|list|revoke --project ID  create, list or revoke admin API keys (shown once)

Run "docs <command> --help" for a command's options; "docs --version" prints the version.`;

/** Runs the CLI; resolves to the process exit code (0 ok, 1 input errors, 2 bad usage). */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'admin':
        return await (await import('./commands/admin.ts')).runAdmin(rest);
      case 'build':
        return await (await import('./commands/build.ts')).runBuild(rest);
      case 'check':
        return await (await import('./commands/check.ts')).runCheck(rest);
      case 'dev':
        return await (await import('./commands/dev.ts')).runDev(rest);
      case 'init':
        return await (await import('./commands/init.ts')).runInit(rest);
      case 'mcp':
        return await (await import('./commands/mcp.ts')).runMcp(rest);
      case 'migrate':
        return await (await import('./commands/migrate.ts')).runMigrate(rest);
      case 'preview':
        return await (await import('./commands/preview.ts')).runPreview(rest);
      case 'serve':
        return await (await import('./commands/serve.ts')).runServe(rest);
      case 'snippet':
        return await (await import('./commands/snippet.ts')).runSnippet(rest);
      case '--version':
      case '-v':
        console.log((await import('./package-root.ts')).packageRoot().version);
        return 0;
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        console.log(help);
        return command === undefined ? 2 : 0;
      default:
        return usageError(`unknown command "${command}"`);
    }
  } catch (error) {
    // A command that threw a UsageError has loaded usage.ts already.
    if (error instanceof (await import('./usage.ts')).UsageError) return usageError(error.message);
    throw error;
  }
}

function usageError(message: string): number {
  console.error(`docs: ${message}\n\n${help}`);
  return 2;
}
