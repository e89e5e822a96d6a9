// The definition workbench: several files (a definition, its parents, its hook files) in tabs,
// checked together as they are typed, the lines with problems marked in the gutter of their own
// file, the start position drawn once the definition compiles, and the files uploaded together to
// play or to share. Every text from the server is put in the page with textContent; the preview's
// SVG escapes what it takes from the definition (pieces.js).
'use strict';
const text = document.getElementById('text'), gutter = document.getElementById('gutter');
const nameBox = document.getElementById('name'), mainBox = document.getElementById('main');
let files = [{name: 'my.variant', text: ''}], current = 0, problems = [];

async function api(path, body) {
  const r = await fetch(path, body === undefined ? {} : {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
  const j = await r.json();
  if (!r.ok) { const e = new Error(j.error ? j.error.message : r.statusText); e.problems = j.problems; throw e; }
  return j;
}

function mainName() {
  return mainBox.value || (files.find(f => f.name.endsWith('.variant')) || files[0]).name;
}

function upload() {
  const out = {};
  for (const f of files) out[f.name] = f.text;
  return {main: mainName(), files: out};
}

// A problem belongs to the file it names (the main definition when it names none).
function problemsOf(name) {
  return problems.filter(p => (p.file || mainName()) === name);
}

function drawTabs() {
  const tabs = document.getElementById('tabs');
  tabs.replaceChildren();
  files.forEach((f, i) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'tab' + (i === current ? ' active' : '') + (problemsOf(f.name).length ? ' has-problems' : '');
    b.setAttribute('role', 'tab');
    b.setAttribute('aria-selected', String(i === current));
    b.dataset.file = f.name;
    b.textContent = f.name + (problemsOf(f.name).length ? ` (${problemsOf(f.name).length})` : '');
    b.onclick = () => openFile(i);
    tabs.appendChild(b);
  });
  const keep = mainBox.value;
  mainBox.replaceChildren();
  for (const f of files.filter(g => g.name.endsWith('.variant'))) {
    const o = document.createElement('option');
    o.value = f.name; o.textContent = f.name;
    mainBox.appendChild(o);
  }
  if (files.some(f => f.name === keep)) mainBox.value = keep;
}

function openFile(i) {
  current = i;
  text.value = files[i].text;
  nameBox.value = files[i].name;
  text.scrollTop = 0;
  drawTabs();
  drawGutter();
}

function drawGutter() {
  const bad = new Set(problemsOf(files[current].name).map(p => p.line));
  const n = text.value.split('\n').length;
  gutter.replaceChildren();
  for (let i = 1; i <= n; i++) {
    if (bad.has(i)) {
      const span = document.createElement('span');
      span.className = 'bad';
      span.dataset.line = i;
      span.textContent = String(i);
      gutter.append(span, '\n');
    } else {
      gutter.append(`${i}\n`);
    }
  }
  // Room below the last number, as the text area has below its last line, so both scroll as far.
  gutter.append('\n\n');
  gutter.scrollTop = text.scrollTop;
}

function showProblems(list, title) {
  problems = list;
  const ul = document.getElementById('problems');
  ul.replaceChildren();
  if (!list.length) {
    const li = document.createElement('li');
    li.className = 'ok';
    li.textContent = `no problems${title ? ': ' + title : ''}`;
    ul.appendChild(li);
  }
  for (const p of list) {
    const li = document.createElement('li');
    const file = p.file || mainName();
    li.textContent = `${files.length > 1 ? file + ':' : ''}${p.line}:${p.col}: ${p.message} [${p.code}]`;
    li.dataset.line = p.line;
    li.dataset.file = file;
    li.onclick = () => {
      const at = files.findIndex(f => f.name === file);
      if (at >= 0 && at !== current) openFile(at);
      const lines = text.value.split('\n');
      let pos = 0;
      for (let i = 0; i < p.line - 1 && i < lines.length; i++) pos += lines[i].length + 1;
      text.focus();
      text.setSelectionRange(pos + p.col - 1, pos + p.col - 1);
    };
    ul.appendChild(li);
  }
  drawTabs();
  drawGutter();
}

let previewInfo = null;
function showPreview(r) {
  const box = document.getElementById('preview');
  if (!r.ok || !r.info || !r.squares) return;   // the last good preview stays while the text is wrong
  previewInfo = r.info;
  rememberPieceImages(r.info);
  box.innerHTML = staticBoardSvg(r.info, r.squares);
}

// A piece clicked on the preview: where it moves from its square, alone on the board and in the
// start position (the server asks the engine).
document.getElementById('preview').addEventListener('click', async e => {
  const g = e.target.closest && e.target.closest('g.square');
  if (!g || !previewInfo || !g.querySelector('.piece')) return;
  const box = document.getElementById('piece-moves');
  try {
    const r = await api('/api/rules/moves', Object.assign(upload(), {square: g.dataset.square}));
    const colourOf = id => playerColour(previewInfo.players, id);
    const pair = document.createElement('div');
    pair.className = 'pair';
    for (const [title, d] of [['alone on the board', r.empty], ['in the start position', r.position]]) {
      const fig = document.createElement('figure');
      fig.dataset.mode = d === r.empty ? 'empty' : 'position';
      const cap = document.createElement('figcaption');
      cap.textContent = `${d.piece} on ${d.square}, ${title}`;
      const pic = document.createElement('div');
      pic.innerHTML = moveDiagramSvg(previewInfo, d, colourOf);   // escaped inside (pieces.js)
      fig.append(cap, pic);
      if (d.note) fig.appendChild(Object.assign(document.createElement('div'), {className: 'diagram-note', textContent: d.note}));
      pair.appendChild(fig);
    }
    box.replaceChildren(pair, moveDiagramLegend());
  } catch (err) { box.textContent = err.message; }
});

document.getElementById('perft').onclick = async () => {
  const out = document.getElementById('perft-result');
  out.textContent = 'counting…';
  try {
    const r = await api('/api/rules/perft', Object.assign(upload(), {depth: 3}));
    out.textContent = r.counts.map((n, i) => `depth ${i + 1}: ${n}`).join(', ') + ` (${r.millis} ms)` + (r.stopped ? ` — stopped: ${r.stopped}` : '');
  } catch (e) { out.textContent = e.message; }
};

// Self-play: a job on the server, asked after every half second until it is done.
document.getElementById('selfplay').onclick = async () => {
  const status = document.getElementById('selfplay-status'), summary = document.getElementById('balance-summary');
  const link = document.getElementById('balance-report');
  const games = Math.max(1, Math.min(20, Number(document.getElementById('games').value) || 4));
  const millis = Math.max(5, Math.min(500, Number(document.getElementById('millis').value) || 20));
  summary.textContent = '';
  link.hidden = true;
  try {
    const job = await api('/api/balance', Object.assign(upload(), {games, millis}));
    for (;;) {
      const j = await api(`/api/balance/${encodeURIComponent(job.id)}`);
      status.textContent = `${j.state}: ${j.played} of ${j.games} games played`;
      if (j.state === 'done') {
        summary.textContent = j.summary;
        link.href = `/api/balance/${encodeURIComponent(job.id)}/report`;
        link.hidden = false;
        return;
      }
      if (j.state === 'failed') { status.textContent = 'failed: ' + j.reason; return; }
      await new Promise(ok => setTimeout(ok, 500));
    }
  } catch (e) { status.textContent = e.message; }
};

let checking = 0;
async function check() {
  document.getElementById('error').textContent = '';
  const mine = ++checking;
  try {
    const r = await api('/api/variants/check', upload());
    if (mine !== checking) return;   // a later check has been asked for since
    showProblems(r.problems, r.title);
    showPreview(r);
  } catch (e) { document.getElementById('error').textContent = e.message; }
}

async function uploadAll() {
  try {
    return await api('/api/variants', upload());
  } catch (e) {
    document.getElementById('error').textContent = e.message;
    if (e.problems) showProblems(e.problems);
    return null;
  }
}

let timer = null;
text.addEventListener('input', () => {
  files[current].text = text.value;
  drawGutter();
  clearTimeout(timer);
  timer = setTimeout(check, 500);
});
text.addEventListener('scroll', () => { gutter.scrollTop = text.scrollTop; });
nameBox.addEventListener('change', () => {
  const name = nameBox.value.trim();
  if (!name || files.some((f, i) => f.name === name && i !== current)) { nameBox.value = files[current].name; return; }
  files[current].name = name;
  drawTabs();
});
document.getElementById('add-file').onclick = () => {
  let n = 1;
  while (files.some(f => f.name === `hook${n}.js`)) n++;
  files.push({name: `hook${n}.js`, text: ''});
  openFile(files.length - 1);
  nameBox.focus();
  nameBox.select();
};
document.getElementById('remove-file').onclick = () => {
  if (files.length < 2) return;
  files.splice(current, 1);
  openFile(Math.max(0, current - 1));
  check();
};
mainBox.onchange = check;
document.getElementById('check').onclick = check;
document.getElementById('play').onclick = async () => {
  const v = await uploadAll();
  if (v) location.href = '/?variant=' + encodeURIComponent(v.id);
};
document.getElementById('share').onclick = async () => {
  const v = await uploadAll();
  if (!v) return;
  const box = document.getElementById('shared');
  const input = document.createElement('input');
  input.readOnly = true;
  input.id = 'share-link';
  input.className = 'invite-link';
  input.value = `${location.origin}/?variant=${encodeURIComponent(v.id)}`;
  box.replaceChildren('Uploaded as ', v.title, '. Link to play it: ', input);
  input.select();
};

async function init() {
  const from = document.getElementById('from');
  for (const v of await api('/api/variants')) {
    const o = document.createElement('option'); o.value = v.id; o.textContent = v.title; from.appendChild(o);
  }
  // Every file of the variant: its definition first, then the parents it extends and its hook files.
  from.onchange = async () => {
    if (!from.value) return;
    try {
      const src = await api(`/api/variants/${encodeURIComponent(from.value)}/source`);
      files = Object.entries(src.files).map(([name, body]) => ({name, text: body}));
      mainBox.value = '';
      drawTabs();
      mainBox.value = files[0].name.endsWith('.variant') ? files[0].name : mainName();
      openFile(0);
      check();
    } catch (e) { document.getElementById('error').textContent = e.message; }
  };
  openFile(0);
}
init();
