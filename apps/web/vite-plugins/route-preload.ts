import { readFileSync } from 'node:fs'
import { IPFS_HASH_PATTERN } from '../../../packages/chain/src/ipfs.ts'
import type { Plugin, Rollup } from 'vite'
import type { FirstCall, FirstDocuments, FirstRead } from '../src/app/first-reads.ts'
import { PAGE_CHUNK_ATTRIBUTE } from '../src/app/html-marks.ts'
import { bootFiles } from './boot-stages.ts'

/** The reads a page makes as it opens (derived from src/app/first-reads.ts), sent with its chunks. */
export type FirstReadsOption = {
  /** The chain API's address, or null when it is the page's own origin (the `local` preset). */
  readonly chainUrl: string | null
  readonly reads: Readonly<Record<string, readonly FirstRead[]>>
  /** By route: the bodiless chain calls its page makes as it opens (get_info). */
  readonly calls?: Readonly<Record<string, readonly FirstCall[]>>
  /** What each route parameter used in a read must look like (a regular expression). */
  readonly params: Readonly<Record<string, string>>
  /** By route: the route its page may send the visitor on to at once, whose chunks go with its own. */
  readonly followUps?: Readonly<Record<string, string>>
  /** By route: the bucket listings its page reads as it opens (a path is on the page’s own origin). */
  readonly listings?: Readonly<Record<string, readonly string[]>>
  /** By route: the first reads whose rows name IPFS documents the page reads next. */
  readonly documents?: Readonly<Record<string, readonly FirstDocuments[]>>
  /** The gateway's document address, a hash away (a path is on the page’s own origin). */
  readonly documentBase?: string
}

/** A route as the script sees it: its pattern, chunks, first reads, bucket listings, documents and calls. */
export type PreloadRow = [
  pattern: string,
  files: string[],
  reads: readonly FirstRead[],
  listings?: readonly string[],
  documents?: readonly FirstDocuments[],
  calls?: readonly FirstCall[],
]

/** A route of `src/app/routes.json` and the page module it loads (relative to `src/app/`). */
export type RouteSource = { path: string; module: string }

/** The routes' paths and page modules, from the route table's data file. */
export function routeSources(routesFile: string): RouteSource[] {
  const rows = JSON.parse(readFileSync(routesFile, 'utf8')) as { path: string; page: string }[]
  return rows.map(({ path, page }) => ({ path, module: `routes/${page}` }))
}

/**
 * A React Router path as a regular expression over `location.pathname`: `:param` is one segment (a
 * named group), `:param?` an optional one, `*` the rest.
 */
export function pathPattern(path: string): string {
  if (path === '*') return '^/.*$'
  const segments = path.split('/').filter(Boolean)
  const body = segments
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?'
      if (segment.startsWith(':')) {
        const name = segment.slice(1).replace(/\?$/, '')
        return segment.endsWith('?') ? `(?:/(?<${name}>[^/]+))?` : `/(?<${name}>[^/]+)`
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    })
    .join('')
  return `^${body || '/'}/?$`
}

/** More literal segments first, so `/profiles/contacts/profileDetail` wins over a `:param` sibling. */
const specificity = (path: string) =>
  path === '*' ? -1 : path.split('/').filter((segment) => segment && !segment.startsWith(':')).length

/** The script that runs before the entry: it preloads the chunks of the page the address opens. */
export function preloadScript(table: PreloadRow[], firstReads?: FirstReadsOption): string {
  // Pages share most chunks: each file is named once and the table refers to it by position.
  const files = [...new Set(table.flatMap(([, routeFiles]) => routeFiles))]
  const indexed = table.map(([pattern, routeFiles, reads, listings = [], documents = [], calls = []]) => {
    const row = [pattern, routeFiles.map((file) => files.indexOf(file)), reads, listings, documents, calls]
    // Empty lists at the end are left out; the script reads a missing one as none.
    while (row.length > 2 && (row.at(-1) as readonly unknown[]).length === 0) row.pop()
    return row
  })
  // Each inserted link or read starts a request, a millisecond or more of main thread each on a slow
  // phone (the first fetch more): links and reads go in batches of four, one task each, so none
  // becomes a long task (a case's ten reads and four links were one task of 40 ms at 4× slowdown).
  // The reads go out first: their answers, not the chunks, are the last step before the page shows
  // its data. Their bodies have sorted keys; the chain client looks each up the same way. A bodiless
  // call (get_info) is kept under the body the client sends it with, `{}`.
  // A bucket listing (S3's ListObjects, one page) is followed by the document the page will read from
  // it: the newest (latest LastModified, the later key among equals), when the listing is complete.
  // The page chooses its document itself (features/validators/api/validation-bucket.ts) and takes this
  // answer only when its choice is the same address; with the listing still paging it asks on its own.
  return `(function () {
  var files = ${JSON.stringify(files)};
  var table = ${JSON.stringify(indexed)};
  var params = ${JSON.stringify(firstReads?.params ?? {})};
  var chainUrl = ${JSON.stringify(firstReads?.chainUrl ?? null)} || location.origin;
  var path = location.pathname;
  function preload(indexes) {
    indexes.slice(0, 4).forEach(function (index) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = '/' + files[index];
      link.setAttribute('${PAGE_CHUNK_ATTRIBUTE}', '');
      document.head.appendChild(link);
    });
    if (indexes.length > 4) setTimeout(preload, 0, indexes.slice(4));
  }
  function param(groups, value) {
    var name = value.slice(1, -1);
    try {
      var found = groups && groups[name] !== undefined ? decodeURIComponent(groups[name]) : '';
      return params[name] && new RegExp(params[name]).test(found) ? found : undefined;
    } catch (error) {
      return undefined;
    }
  }
  var documentBase = ${JSON.stringify(firstReads?.documentBase ?? null)};
  var documentHash = new RegExp(${JSON.stringify(`^(?:${IPFS_HASH_PATTERN})$`)});
  var sent = (window.__portalFirstReads = {});
  function follow(answer, field) {
    if (!documentBase) return;
    var base = documentBase.charAt(0) === '/' ? location.origin + documentBase : documentBase;
    answer
      .then(function (response) {
        return response.ok ? response.clone().json() : {};
      })
      .then(function (body) {
        (Array.isArray(body.rows) ? body.rows : []).forEach(function (row) {
          var hash = row && row[field];
          if (typeof hash !== 'string' || !documentHash.test(hash)) return;
          if (!sent['GET ' + base + hash]) sent['GET ' + base + hash] = fetch(base + hash);
        });
      })
      .catch(function () {});
  }
  function send(reads, groups, documents) {
    if (typeof fetch !== 'function') return;
    var url = chainUrl + '/v1/chain/get_table_rows';
    reads.slice(0, 4).forEach(function (read) {
      var body = {};
      var keys = Object.keys(read).sort();
      for (var k = 0; k < keys.length; k++) {
        var value = read[keys[k]];
        if (typeof value === 'string' && /^\\{\\w+\\}$/.test(value)) value = param(groups, value);
        if (value === undefined) return;
        body[keys[k]] = value;
      }
      var text = JSON.stringify(body);
      var answer = (sent['POST ' + url + ' ' + text] = fetch(url, {
        method: 'POST',
        body: text,
        headers: { 'Content-Type': 'application/json' },
      }));
      documents.forEach(function (document) {
        if (document.table === body.table) follow(answer, document.field);
      });
    });
    if (reads.length > 4) setTimeout(send, 0, reads.slice(4), groups, documents);
  }
  function call(names) {
    if (typeof fetch !== 'function') return;
    names.forEach(function (name) {
      var url = chainUrl + '/v1/chain/' + name;
      sent['POST ' + url + ' {}'] = fetch(url, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      });
    });
  }
  function newestKey(xml) {
    var root = new DOMParser().parseFromString(xml, 'application/xml').documentElement;
    if (!root || root.localName !== 'ListBucketResult') return undefined;
    var newest, newestTime = -Infinity;
    for (var c = 0; c < root.children.length; c++) {
      var item = root.children[c];
      if (item.localName === 'IsTruncated' && item.textContent.trim() === 'true') return undefined;
      if (item.localName !== 'Contents') continue;
      var key, time = -Infinity;
      for (var f = 0; f < item.children.length; f++) {
        var field = item.children[f];
        if (field.localName === 'Key') key = field.textContent;
        if (field.localName === 'LastModified') time = Date.parse(field.textContent) || -Infinity;
      }
      if (key && time >= newestTime) {
        newest = key;
        newestTime = time;
      }
    }
    return newest;
  }
  function list(urls) {
    if (typeof fetch !== 'function' || typeof DOMParser !== 'function') return;
    urls.forEach(function (path) {
      var url = path.charAt(0) === '/' ? location.origin + path : path;
      var listing = (sent['GET ' + url] = fetch(url));
      listing
        .then(function (response) {
          return response.ok ? response.clone().text() : '';
        })
        .then(function (xml) {
          var key = xml && newestKey(xml);
          if (!key) return;
          var object = url + key.split('/').map(encodeURIComponent).join('/');
          sent['GET ' + object] = fetch(object);
        })
        .catch(function () {});
    });
  }
  function rest(row) {
    if (row[5]) call(row[5]);
    if (row[3]) list(row[3]);
    preload(row[1]);
  }
  for (var i = 0; i < table.length; i++) {
    var match = new RegExp(table[i][0]).exec(path);
    if (match) {
      var row = table[i];
      if (!row[2] || !row[2].length) return rest(row);
      send(row[2], match.groups, row[4] || []);
      // The page's other requests wait for a task of their own: with the first reads, the bodiless calls
      // and the first links made one task of 35–60 ms at 4× right after the first paint.
      return setTimeout(rest, 0, row);
    }
  }
})();
`
}

/**
 * Without this, a page's chunks are requested only after the entry chunk has downloaded and run, one
 * network round trip later than they could be. A small classic script, loaded async next to the entry,
 * matches the address against the route table and preloads that page's chunks (those the entry does
 * not already bring) at once. It is a file, not an inline script, so the CSP stays `script-src 'self'`.
 */
export function routePreload(routesFile: string, loadFirstReads?: () => Promise<FirstReadsOption>): Plugin {
  let scriptFile = ''
  let firstReads: FirstReadsOption | undefined
  return {
    name: 'portal:route-preload',
    apply: 'build',
    async buildStart() {
      firstReads = await loadFirstReads?.()
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rollup.OutputChunk => output.type === 'chunk',
      )
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const closure = (file: string, into: Set<string>) => {
        if (into.has(file)) return into
        into.add(file)
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into)
        return into
      }
      // What index.html loads and preloads: the entry and its stages (boot-stages.ts).
      const entryFiles = new Set<string>()
      for (const chunk of chunks)
        if (chunk.isEntry) for (const file of bootFiles(chunks, chunk)) entryFiles.add(file)
      const routes = routeSources(routesFile).sort((a, b) => specificity(b.path) - specificity(a.path))
      for (const path of [
        ...Object.keys(firstReads?.reads ?? {}),
        ...Object.keys(firstReads?.listings ?? {}),
        ...Object.keys(firstReads?.documents ?? {}),
        ...Object.keys(firstReads?.calls ?? {}),
      ])
        if (!routes.some((route) => route.path === path))
          this.error(`route-preload: first reads for no route ${path}`)
      /** The chunks of a route's page the entry does not bring, its own page first. */
      const pageFiles = (path: string) => {
        const module = routes.find((route) => route.path === path)?.module
        const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/app/${module}`))
        if (!module || !page) return this.error(`route-preload: no chunk for route ${path}`)
        return [...closure(page.fileName, new Set())].filter((file) => !entryFiles.has(file))
      }
      const table: PreloadRow[] = []
      for (const { path } of routes) {
        const followUp = firstReads?.followUps?.[path]
        const files = new Set([...pageFiles(path), ...(followUp ? pageFiles(followUp) : [])])
        table.push([
          pathPattern(path),
          [...files],
          firstReads?.reads[path] ?? [],
          firstReads?.listings?.[path] ?? [],
          firstReads?.documents?.[path] ?? [],
          firstReads?.calls?.[path] ?? [],
        ])
      }
      scriptFile = this.getFileName(
        this.emitFile({ type: 'asset', name: 'route-preload.js', source: preloadScript(table, firstReads) }),
      )
      // Next to Vite's manifest, for e2e/first-reads.spec.ts: what the script sends, by route.
      this.emitFile({
        type: 'asset',
        fileName: '.vite/first-reads.json',
        source: JSON.stringify(firstReads?.reads ?? {}, null, 2),
      })
      this.emitFile({
        type: 'asset',
        fileName: '.vite/first-calls.json',
        source: JSON.stringify(firstReads?.calls ?? {}, null, 2),
      })
      this.emitFile({
        type: 'asset',
        fileName: '.vite/first-listings.json',
        source: JSON.stringify(firstReads?.listings ?? {}, null, 2),
      })
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        scriptFile
          ? [
              {
                tag: 'script',
                // An async script is fetched at low priority, behind the entry's chunks; this one is
                // small and starts the page's other requests, so it goes first.
                attrs: { src: `/${scriptFile}`, async: true, fetchpriority: 'high' },
                injectTo: 'head-prepend' as const,
              },
            ]
          : [],
    },
  }
}
