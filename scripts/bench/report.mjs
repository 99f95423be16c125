// Renders the Markdown report of `npm run bench` (run-all.mjs) from the benchmarks' JSON results.

const number = (value) => (typeof value === 'number' ? value.toLocaleString('en') : '—');
const ms = (value, digits = 1) => (typeof value === 'number' ? `${value.toFixed(digits)} ms` : '—');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const table = (header, rows) => [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
const missing = (outcome) => `_Not measured: ${outcome ? `${outcome.status}${outcome.note ? ` (${outcome.note})` : ''}` : 'no results'}._`;

const load = (result) =>
  `${number(result.requestsPerSecond)} req/s · p50 ${result.p50} ms · p99 ${result.p99} ms${result.cpuMicrosPerRequest === undefined ? '' : ` · ${result.cpuMicrosPerRequest} µs CPU/req`}${result.non2xx || result.errors ? ` · ${result.non2xx} non-2xx, ${result.errors} errors` : ''}`;

function publicApi({ results }) {
  return [
    `${number(results.animals)} animals with images, ${results.connections} connections, ${results.seconds} s per run${results.rounds > 1 ? ` (median of ${results.rounds} interleaved rounds)` : ''}, gzip accepted, request log ${results.requestLog ? 'on' : 'off'}; ${results.loadGenerator ?? 'autocannon'} runs in a child process, the servers in the benchmark process, one at a time. ` +
      '"app" is the server as `npm start` runs it (the fast path for cached public reads, then Express); "Express alone" is the same app without the fast path; the bare Node server answers with the same bytes and headers.',
    '',
    table(
      ['route', 'body', 'app', 'Express alone', 'bare Node', 'app / bare', 'Express / bare'],
      results.routes.map((row) => [row.route, `${number(row.bodyBytes)} B`, load(row.app), load(row.expressOnly), load(row.bare), `${row.appShareOfBare}%`, `${row.expressShareOfBare}%`]),
    ),
    '',
    'Target (issue 3): at least 50 % of the bare throughput for cacheable responses, listing p99 under 50 ms. ' +
      '"µs CPU/req" is the CPU time of the server process per response; on a shared machine it is steadier than the throughput. ' +
      'At 64 connections the mean latency is 64 / throughput (Little\'s law), so a p99 under 50 ms needs well over 1,300 req/s.',
  ].join('\n');
}

function lighthouse({ results }) {
  return [
    `Mobile preset (emulated phone, slow 4G, 4× CPU slowdown) against the built server with the demo content (${results.baseUrl})${results.runsPerPage > 1 ? `, median of ${results.runsPerPage} runs per page (LIGHTHOUSE_RUNS)` : ''}.`,
    '',
    table(
      ['page', 'performance (lowest–highest)', 'LCP', 'CLS', 'TBT', 'runs', 'target (≥ 95, LCP ≤ 2.5 s, CLS < 0.05)'],
      results.pages.map((page) =>
        page.error
          ? [page.page, '—', '—', '—', '—', '0', `error: ${page.error}`]
          : [page.page, page.scoreMin === undefined ? String(page.score) : `${page.score} (${page.scoreMin}–${page.scoreMax})`, typeof page.lcpMs === 'number' ? `${(page.lcpMs / 1000).toFixed(2)} s` : 'n/a', typeof page.cls === 'number' ? page.cls.toFixed(3) : 'n/a', ms(page.tbtMs, 0), String(page.runs ?? 1), `${page.targetMet ? 'met' : 'NOT met'}${page.errors?.length ? ` (${page.errors.length} failed)` : ''}`],
      ),
    ),
  ].join('\n');
}

function bundle({ results }) {
  const initial = results.groups[0];
  return [
    'Gzip sizes of apps/web/dist (gzip level 6). The initial JS is index.html\'s module script, its module preloads and their static imports; admin chunks load only behind lazy routes.',
    '',
    table(['what', 'files', 'raw', 'gzip'], results.groups.map((group) => [group.label, String(group.files.length), kb(group.bytes), kb(group.gzipBytes)])),
    '',
    `Initial JS files: ${[...initial.files].sort((a, b) => b.gzipBytes - a.gzipBytes).map((file) => `${file.file} ${kb(file.gzipBytes)}`).join(', ')}.`,
    ...(results.pages
      ? [
          '',
          "Initial JS per public page: the entry and the page's lazy route module, loaded before it hydrates. Over its budget, the run fails (scripts/bench/bundle-sizes.mjs).",
          '',
          table(
            ['page', 'files', 'gzip', 'budget (CI)', 'target (issue 31)'],
            results.pages.map((page) => [page.page, String(page.files.length), kb(page.gzipBytes), kb(page.budget), `${kb(page.target)} ${page.gzipBytes > page.target ? 'not met' : 'met'}`]),
          ),
        ]
      : []),
  ].join('\n');
}

function surveys({ results }) {
  const rows = (list) => list.map((row) => [row.scenario, number(row.total), ms(row.p50, 2), ms(row.p95, 2), ms(row.p99, 2)]);
  return [
    `${number(results.surveys)} surveys, ${number(results.animals)} animals, seeded in ${results.seedSeconds} s; each query ${results.runs} times after a warm-up (listSurveys: page + total + the page's animals).`,
    '',
    table(['scenario', 'matches', 'p50', 'p95', 'p99'], rows(results.surveyScenarios)),
    '',
    table(['adopters', 'matches', 'p50', 'p95', 'p99'], rows(results.adopterScenarios)),
    '',
    `Worst survey p95: ${ms(results.worstP95.ms, 2)} (${results.worstP95.scenario}); target < ${results.worstP95.targetMs} ms: ${results.worstP95.met ? 'met' : 'NOT met'}.`,
  ].join('\n');
}

function images({ results }) {
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(2);
  return [
    `${results.files} photo-like JPEGs of ${results.width}×${results.height} through ingestImage (content check, full decode, two WebP variants), one after the other.`,
    '',
    table(
      ['total', 'per photo (mean)', 'per photo', 'originals', 'full WebP (≤ 1200 px)', 'card WebP (≤ 480 px)'],
      [[ms(results.totalMs, 0), ms(results.averageMs, 0), results.perPhotoMs.map((value) => `${value}`).join(', ') + ' ms', results.originalBytes.map(mb).join(', ') + ' MB', results.fullWebpBytes.map((bytes) => (bytes / 1024).toFixed(1)).join(', ') + ' kB', results.cardWebpBytes.map((bytes) => (bytes / 1024).toFixed(1)).join(', ') + ' kB']],
    ),
  ].join('\n');
}

const SECTIONS = [
  ['public', 'public-api', 'Public API vs bare Node (`npm run bench:public`)', publicApi],
  ['lighthouse', 'lighthouse', 'Lighthouse on public pages (`npm run bench:lighthouse`)', lighthouse],
  ['bundle', 'bundle-sizes', 'Web bundle sizes (`npm run bench:bundle`)', bundle],
  ['surveys', 'survey-list', 'Admin survey list (`npm run bench:surveys`)', surveys],
  ['images', 'image-pipeline', 'Image pipeline (`npm run bench:images`)', images],
];

export function renderReport({ startedAt, finishedAt, quick, tiny, machine, outcomes, results, runDir }) {
  const outcomeOf = (name) => outcomes.find((outcome) => outcome.name === name);
  const lines = [
    `# Benchmark report — ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `${tiny ? '**Tiny run** (`BENCH_TINY=1`: a few rows, one short run each, to check that every benchmark still works) — its figures mean nothing. ' : quick ? '**Quick run** (`BENCH_QUICK=1`: smaller data, shorter runs) — not comparable with a full run. ' : ''}Started ${startedAt.toISOString()}, finished ${finishedAt.toISOString()} (${Math.round((finishedAt - startedAt) / 1000)} s). ` +
      `Commit ${machine.commit}${machine.uncommittedChanges ? ' with uncommitted changes in the checkout' : ''}. Raw results: \`${runDir}/\`.`,
    '',
    '## Machine',
    '',
    table(
      ['', ''],
      [
        ['CPU', machine.cpu],
        ['cores', String(machine.cores)],
        ['RAM', `${machine.ramGiB} GiB`],
        ['OS', machine.os],
        ['Node', machine.node],
        ['PostgreSQL', machine.postgres],
        ['Chromium', machine.chromium],
        ['load average at start (1 / 5 / 15 min)', machine.loadAverageAtStart],
      ],
    ),
    '',
    'Figures from a machine that other work shares are indicative only.',
  ];
  for (const [name, json, title, render] of SECTIONS) {
    lines.push('', `## ${title}`, '');
    const data = results[json];
    const outcome = outcomeOf(name);
    if (!data) {
      lines.push(missing(outcome));
      continue;
    }
    lines.push(render(data));
    if (outcome?.status === 'failed') lines.push('', `_The run ended with a failure (${outcome.note}); the figures above are what it wrote before._`);
  }
  lines.push('', '## Steps', '', table(['step', 'status', 'time'], outcomes.map((outcome) => [outcome.title, outcome.note ? `${outcome.status} (${outcome.note})` : outcome.status, outcome.seconds === undefined ? '—' : `${outcome.seconds} s`])), '');
  return lines.join('\n');
}
