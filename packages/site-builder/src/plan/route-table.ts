import { operationId } from './page-bindings.ts';
import type { OperationRef, RouteEntry } from './routes.ts';

/**
 * The routes the plan has placed so far, in navigation order, and which routes are still free:
 * pages keep their file's route, generated pages take a free one (case-insensitively).
 */
export class RouteTable {
  readonly routes = new Map<string, RouteEntry>();
  /** Routes in navigation order, each once. */
  readonly order: string[] = [];
  /** Operation id -> route of its generated page. */
  readonly #generated = new Map<string, string>();
  /** Lowercased routes of every page and generated page so far. */
  readonly #taken: Set<string>;

  constructor(pageRoutes: Iterable<string>) {
    this.#taken = new Set([...pageRoutes].map((route) => route.toLowerCase()));
  }

  /** Places an entry; those in the navigation join its order. */
  add(entry: RouteEntry): void {
    this.routes.set(entry.route, entry);
    if (entry.inNavigation) this.order.push(entry.route);
  }

  /** Registers a generated page once per operation, channel or component, at a free route. */
  addGenerated<Entry extends RouteEntry>(
    ref: OperationRef,
    base: string,
    create: (route: string) => Entry,
  ): Entry {
    const known = this.#generated.get(operationId(ref));
    if (known !== undefined) return this.routes.get(known) as Entry;
    const entry = create(this.#claim(base));
    this.add(entry);
    this.#generated.set(operationId(ref), entry.route);
    return entry;
  }

  /** A route not yet used by any page; repeats get `-1`, `-2`... */
  #claim(base: string): string {
    let route = base;
    for (let n = 1; this.#taken.has(route.toLowerCase()); n++) route = `${base}-${n}`;
    this.#taken.add(route.toLowerCase());
    return route;
  }
}
