// The definition editor: checks the text as it is typed and marks the lines with problems.
// Every text from the server is put in the page with textContent, never as HTML.
'use strict';
const text = document.getElementById('text'), gutter = document.getElementById('gutter');
let problems = [];
async function api(path, body) {
  const r = await fetch(path, body === undefined ? {} : {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
  const j = await r.json();
  if (!r.ok) { const e = new Error(j.error ? j.error.message : r.statusText); e.problems = j.problems; throw e; }
  return j;
}
function upload() {
  const name = document.getElementById('name').value.trim() || 'my.variant';
  return {main: name, files: {[name]: text.value}};
}
function drawGutter() {
  const bad = new Set(problems.map(p => p.line));
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
    li.textContent = `${p.line}:${p.col}: ${p.message} [${p.code}]`;
    li.dataset.line = p.line;
    li.onclick = () => {
      const lines = text.value.split('\n');
      let at = 0;
      for (let i = 0; i < p.line - 1 && i < lines.length; i++) at += lines[i].length + 1;
      text.focus();
      text.setSelectionRange(at + p.col - 1, at + p.col - 1);
    };
    ul.appendChild(li);
  }
  drawGutter();
}
async function check() {
  document.getElementById('error').textContent = '';
  try {
    const r = await api('/api/variants/check', upload());
    showProblems(r.problems, r.title);
  } catch (e) { document.getElementById('error').textContent = e.message; }
}
let timer = null;
text.addEventListener('input', () => { drawGutter(); clearTimeout(timer); timer = setTimeout(check, 600); });
text.addEventListener('scroll', () => gutter.scrollTop = text.scrollTop);
document.getElementById('check').onclick = check;
document.getElementById('play').onclick = async () => {
  try {
    const v = await api('/api/variants', upload());
    location.href = '/?variant=' + encodeURIComponent(v.id);
  } catch (e) {
    document.getElementById('error').textContent = e.message;
    if (e.problems) showProblems(e.problems);
  }
};
async function init() {
  const from = document.getElementById('from');
  for (const v of await api('/api/variants')) {
    const o = document.createElement('option'); o.value = v.id; o.textContent = v.title; from.appendChild(o);
  }
  from.onchange = async () => {
    if (!from.value) return;
    const src = await api(`/api/variants/${encodeURIComponent(from.value)}/source`);
    const [name, body] = Object.entries(src.files)[0];
    document.getElementById('name').value = name;
    text.value = body;
    check();
  };
  drawGutter();
}
init();
