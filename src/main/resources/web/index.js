// The front page: the variants, a new game's seats, and the public games. Every text from the
// server (titles, player names, ids) is put in the page with textContent, never as HTML.
'use strict';
async function api(path, body) {
  const r = await fetch(path, body === undefined ? {} : {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
  const j = await r.json();
  if (!r.ok) throw new Error(j.error ? j.error.message : r.statusText);
  return j;
}
function option(value, label) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = label;
  return o;
}
async function seats() {
  const v = document.getElementById('variant').value;
  const d = await api('/api/variants/' + encodeURIComponent(v));
  const box = document.getElementById('seats');
  box.replaceChildren();
  for (const p of d.info.players) {
    const l = document.createElement('label');
    l.append(p.name + ' ');
    const sel = document.createElement('select');
    sel.dataset.player = p.id;
    sel.append(option('human', 'human (me)'), option('invite', 'human (invite someone)'), option('random', 'random'),
        option('ai:100', 'ai (0.1 s)'), option('ai:1000', 'ai (1 s)'));
    l.append(sel, document.createElement('br'));
    box.appendChild(l);
  }
}
// The seats this tab holds travel to the game page in the URL's fragment, which is never sent to
// the server nor in a Referer; the game page keeps them in sessionStorage and removes the fragment.
function gameLink(g) {
  const f = new URLSearchParams();
  for (const [player, token] of Object.entries(g.seatTokens || {})) f.append('seat.' + player, token);
  for (const [player, inv] of Object.entries(g.invitations || {})) f.append('invitation.' + player, inv);
  return '/game.html?id=' + encodeURIComponent(g.id) + '#' + f.toString();
}
async function init() {
  const sel = document.getElementById('variant');
  for (const v of await api('/api/variants')) sel.appendChild(option(v.id, v.title + (v.origin === 'uploaded' ? ' (uploaded)' : '')));
  const want = new URLSearchParams(location.search).get('variant');
  if (want) sel.value = want; else if ([...sel.options].some(o => o.value === 'chess')) sel.value = 'chess';
  sel.onchange = seats;
  await seats();
  const ul = document.getElementById('games');
  for (const g of await api('/api/games')) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = '/game.html?id=' + encodeURIComponent(g.id);
    a.textContent = g.id;
    li.append(a, ` ${g.variant}${g.over ? ' (over)' : ''}`);
    ul.appendChild(li);
  }
  document.getElementById('create').onclick = async () => {
    const seatMap = {}, invite = [];
    document.querySelectorAll('#seats select').forEach(s => {
      seatMap[s.dataset.player] = s.value === 'invite' ? 'human' : s.value;
      if (s.value === 'invite') invite.push(s.dataset.player);
    });
    const body = {variant: sel.value, seats: seatMap, invite, private: document.getElementById('private').checked};
    const pos = document.getElementById('position').value.trim();
    if (pos) body.position = pos;
    const base = parseFloat(document.getElementById('base').value);
    if (base > 0) body.clock = {base: base * 60, increment: parseFloat(document.getElementById('inc').value) || 0};
    try {
      location.href = gameLink(await api('/api/games', body));
    } catch (e) { document.getElementById('error').textContent = e.message; }
  };
}
init().catch(e => document.getElementById('error').textContent = e.message);
