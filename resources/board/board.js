// The board page (issue 26): joins a hosted table with a seat's code (at /net, as any client
// does), draws the whole board from each view it receives (one renderer a game, in
// window.Boards, see heimlich.js) and takes moves on it by click, touch and keys. No build
// step, no libraries. Its words come from the host's catalogue (/board/words.json) and each
// view message's "board" (the seat's choices in both languages, net/board.py). A lost
// connection is tried again (resume) until the page is welcomed back; not after the game's
// replay came (the table is closed then) nor once another device took the seat. The replay
// viewer is replay.js.
"use strict";
(function () {
  const VERSION = 1; // net/messages.py
  const SPACE = "http://www.w3.org/2000/svg";
  const query = new URLSearchParams(location.search);
  const wanted = (query.get("lang") || navigator.language || "en").toLowerCase();
  const lang = wanted.startsWith("de") ? "de" : "en";
  document.documentElement.lang = lang;
  const $ = (id) => document.getElementById(id);
  const tx = (text) => (typeof text === "string" ? text : text ? text[lang] || text.en || "" : "");
  // one pass: a value holding "%2" stays as it is (core/i18n.fill)
  const fill = (template, ...values) =>
    template.replace(/%(\d)/g, (all, n) => (values[n - 1] === undefined ? all : String(values[n - 1])));
  let WORDS = {};
  const say = (key, ...values) => fill(tx(WORDS[key]) || key, ...values);
  const client = Math.random().toString(36).slice(2, 12) + Date.now().toString(36);

  let code = "";
  let socket = null;
  let welcome = null;
  let last = null; // the newest view message
  let renderer = null;
  let spots = []; // [{target, x, y, w, h, label, node}] of the board drawn last
  let cursor = 0; // the spot under the keyboard's cursor
  let picked = null; // the target picked on the board: the choices narrow to it
  let armed = null; // a dangerous choice's index, waiting for a second press
  // moves sent that the host has not answered yet ("settled" or "error"): meanwhile a view in
  // which the seat must still choose (another seat's choice made at the same time) is shown
  // without the choices, which come back only once the host answered (as ui/remote_game.py)
  let asking = 0;
  let heldBack = false; // the view shown is one such view
  let moved = ""; // the newest move in words, as said (said again with a held back view)
  let delay = 500;
  let toastTimer = 0;
  let ended = false; // the replay came: the game is over for good, a closed link stays closed
  let stopped = false; // another device took the seat: no reconnecting

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function announce(text) {
    const live = $("live");
    live.textContent = "";
    setTimeout(() => { live.textContent = text; }, 30); // said again when it repeats
    document.body.dataset.said = text; // tests read it
  }

  function toast(text) {
    const box = $("toast");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { box.hidden = true; }, 3500);
  }

  function setLink(state) {
    document.body.dataset.link = state;
    $("link").textContent = say(state);
  }

  // -- drawing ------------------------------------------------------------------------------
  function svg(tag, attributes, parent) {
    const node = document.createElementNS(SPACE, tag);
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
    if (parent) parent.append(node);
    return node;
  }

  function context(message, layer) {
    // what a renderer draws with: the view, the words, and the means to draw
    const board = message.board;
    return {
      view: message.view,
      seat: message.seat,
      players: board.players,
      layout: board.layout,
      choices: board.choices,
      legal: message.legal,
      all: Boolean(message.all), // the replay's all-seeing view: every secret is drawn
      lang: lang,
      say: say,
      tx: tx,
      svg: (tag, attributes, parent) => svg(tag, attributes, parent || layer),
      image: (name, x, y, w, h, parent) =>
        svg("image", { href: "/art/" + name, x: x, y: y, width: w, height: h }, parent || layer),
      use: (name, id, x, y, w, h, box, parent) => {
        // one element of an art file (a layer of a cat card), scaled into x, y, w, h
        const holder = svg("svg", { x: x, y: y, width: w, height: h, viewBox: box }, parent || layer);
        svg("use", { href: "/art/" + name + "#" + id }, holder);
        return holder;
      },
      text: (words, x, y, size, parent) => {
        const node = svg("text", { x: x, y: y, "font-size": size, "text-anchor": "middle" }, parent || layer);
        node.textContent = words;
        return node;
      },
      spot: (target, x, y, w, h, label) => { spots.push({ target, x, y, w, h, label }); },
      info: [],
    };
  }

  function draw(message) {
    const board = $("board");
    board.replaceChildren();
    spots = [];
    const layer = svg("g", {}, board);
    const ctx = context(message, layer);
    const drawn = renderer.draw(ctx);
    board.setAttribute("viewBox", drawn.box);
    board.dataset.box = drawn.box;
    const top = svg("g", { class: "spots" }, board);
    spots.forEach((spot, index) => {
      const rx = spot.round ? spot.w / 2 : 6;
      spot.node = svg("rect", {
        class: "spot", id: "spot-" + index, x: spot.x, y: spot.y, width: spot.w, height: spot.h,
        rx: rx, role: "button", "data-target": spot.target || "", "aria-label": spot.label,
      }, top);
      spot.node.addEventListener("click", (event) => { event.preventDefault(); cursor = index; activate(index); });
    });
    svg("rect", { class: "cursor", id: "cursor", width: 0, height: 0 }, board);
    if (cursor >= spots.length) cursor = 0;
    $("info").replaceChildren(...ctx.info.map((line) => element("li", "", line)));
  }

  // -- choices --------------------------------------------------------------------------------
  const choices = () => (last && !heldBack ? last.board.choices : []);
  const second = (choice, index) =>
    renderer && renderer.second ? renderer.second(choice, last.legal[index]) : null;

  function visible() {
    // the indexes of the choices listed now: all, or those of the picked target
    const all = choices().map((choice, index) => index);
    return picked === null ? all : all.filter((index) => choices()[index].target === picked);
  }

  function markSpots() {
    const targets = new Set(choices().map((c) => c.target).filter(Boolean));
    const seconds = new Set(picked === null ? [] : visible().map((i) => second(choices()[i], i)).filter(Boolean));
    for (const spot of spots) {
      const isPicked = picked !== null && spot.target === picked;
      const target = picked === null ? targets.has(spot.target) : seconds.has(spot.target);
      spot.node.classList.toggle("picked", isPicked);
      spot.node.classList.toggle("target", target && !isPicked);
      const label = target ? say("target", spot.label) : spot.label;
      spot.node.setAttribute("aria-label", label);
    }
    showCursor();
  }

  function showCursor() {
    const mark = $("cursor");
    const spot = spots[cursor];
    if (!mark || !spot) return;
    for (const [name, value] of Object.entries({ x: spot.x - 3, y: spot.y - 3, width: spot.w + 6, height: spot.h + 6 }))
      mark.setAttribute(name, value);
    $("board-box").setAttribute("aria-activedescendant", spot.node.id);
    document.body.dataset.cursor = spot.target || ""; // tests read it
  }

  function listChoices() {
    const list = $("choices");
    const items = [];
    let heading = null;
    visible().forEach((index, position) => {
      const choice = choices()[index];
      const group = tx(choice.group);
      if (group && group !== heading) items.push(element("li", "group", group));
      heading = group;
      const button = element("button");
      button.type = "button";
      button.dataset.id = choice.id;
      button.dataset.target = choice.target || "";
      button.classList.toggle("danger", choice.danger);
      button.classList.toggle("armed", armed === index);
      if (position < 9) button.append(element("span", "key", String(position + 1)));
      if (choice.art) {
        const img = element("img");
        img.src = "/art/" + choice.art;
        img.alt = "";
        button.append(img);
      }
      const words = element("span", "", armed === index ? say("again", tx(choice.text)) : tx(choice.text));
      if (choice.note) words.append(element("small", "", tx(choice.note)));
      button.append(words);
      button.disabled = asking > 0;
      button.addEventListener("click", () => choose(index));
      const item = element("li");
      item.append(button);
      items.push(item);
    });
    list.replaceChildren(...items);
    $("back").hidden = picked === null;
  }

  function refresh() {
    if (!replay.isOpen()) markSpots();
    listChoices();
    document.body.dataset.picked = picked || "";
    document.body.dataset.state = asking > 0 ? "sent" : "ready";
  }

  function choose(index) {
    const choice = choices()[index];
    if (!choice || asking > 0 || !socket || socket.readyState !== WebSocket.OPEN) return;
    if (choice.danger && armed !== index) {
      armed = index;
      refresh();
      announce(say("again", tx(choice.text)));
      return;
    }
    asking += 1;
    armed = null;
    socket.send(JSON.stringify({ type: "act", action: last.legal[index] }));
    announce(tx(choice.text));
    refresh();
  }

  function activate(index) {
    // the spot at `index` clicked, tapped or chosen by Enter
    const spot = spots[index];
    if (!spot) return;
    showCursor();
    const all = choices();
    if (picked !== null) {
      const ends = visible().filter((i) => second(all[i], i) === spot.target);
      if (ends.length === 1) return choose(ends[0]);
    }
    const mine = all.map((c, i) => i).filter((i) => spot.target && all[i].target === spot.target);
    armed = null;
    if (!mine.length || (picked === spot.target)) {
      picked = null;
      refresh();
      announce(spot.label);
      return;
    }
    if (mine.length === 1 && !second(all[mine[0]], mine[0])) return choose(mine[0]);
    picked = spot.target;
    refresh();
    announce(say("picked", spot.label, mine.length));
  }

  function moveCursor(dx, dy) {
    // to the nearest spot in that direction (the main axis counts, the other twice as much)
    const here = spots[cursor];
    if (!here) return;
    const cx = here.x + here.w / 2, cy = here.y + here.h / 2;
    let best = null, bestScore = Infinity;
    spots.forEach((spot, index) => {
      const ddx = spot.x + spot.w / 2 - cx, ddy = spot.y + spot.h / 2 - cy;
      const along = ddx * dx + ddy * dy;
      if (along <= 1) return;
      const across = Math.abs(ddx * dy) + Math.abs(ddy * dx);
      const score = along + 2 * across;
      if (score < bestScore) { bestScore = score; best = index; }
    });
    if (best === null) return;
    cursor = best;
    showCursor();
    const spot = spots[cursor];
    announce(spot.node.getAttribute("aria-label"));
  }

  const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

  function key(event) {
    if (!last || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (target && target.tagName === "INPUT") return;
    if (replay.key(event)) return;
    const onBoard = target === $("board-box") || target === document.body;
    if (ARROWS[event.key] && onBoard) {
      event.preventDefault();
      moveCursor(...ARROWS[event.key]);
    } else if ((event.key === "Enter" || event.key === " ") && onBoard) {
      event.preventDefault();
      activate(cursor);
    } else if (/^[1-9]$/.test(event.key)) {
      const index = visible()[Number(event.key) - 1];
      if (index !== undefined) {
        event.preventDefault();
        choose(index);
      }
    } else if (event.key === "Escape") {
      picked = null;
      armed = null;
      refresh();
    }
  }

  // -- the view -------------------------------------------------------------------------------
  function statusText(message) {
    const board = message.board;
    const names = board.players;
    if (message.result) {
      const winners = message.result.winners;
      if (!winners.length) return [say("over"), say("draw")];
      if (winners.includes(message.seat)) return [say("over"), say("won")];
      return [say("over"), say("winners", winners.map((s) => names[s]).join(", "))];
    }
    if (heldBack) return [say("sent"), ""];
    if (message.legal.length) return [say(message.must ? "turn" : "anytime"), tx(board.prompt)];
    const waiting = renderer.waiting ? renderer.waiting(message.view) : null;
    if (waiting !== null && waiting !== undefined && names[waiting] !== undefined)
      return [say("wait", names[waiting]), ""];
    return [say("waitOthers"), ""];
  }

  function render(message, again) {
    // again: the same view, its choices offered again once the host answered
    const before = last;
    last = message;
    if (!before || before.at !== message.at || JSON.stringify(before.legal) !== JSON.stringify(message.legal)) {
      picked = null;
      armed = null;
    }
    heldBack = Boolean(message.must) && asking > 0 && message.seat !== null && !message.result;
    const board = message.board;
    $("game").textContent = tx(board.game);
    $("name").textContent = message.seat === null ? say("spectator") : board.players[message.seat];
    document.title = tx(board.game) + " – Spielesammlung";
    if (!replay.isOpen()) draw(message);
    const [title, prompt] = statusText(message);
    $("turn").textContent = title;
    $("prompt").textContent = prompt;
    refresh();
    document.body.dataset.at = message.at; // how many actions the page is after (tests read it)
    document.body.dataset.result = message.result ? "over" : "";
    const now = title + (prompt ? ". " + prompt : "");
    if (before && message.at > before.at) {
      // what changed, as the game's renderer words it, then whose turn it is
      const by = renderer.describe ? renderer.describe(before.view, message.view, say, board.players, board.layout, tx) : "";
      moved = say("moved", message.at, by || "");
      announce(moved + " " + now);
    } else if (!before || again) announce((moved ? moved + " " : "") + now);
  }

  function answered() {
    // the host answered a move sent: a view held back meanwhile is offered again
    asking = Math.max(0, asking - 1);
    if (heldBack && !asking && last) render(last, true);
    else refresh();
  }

  function connect(resume) {
    setLink("connecting");
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const ws = new WebSocket(scheme + location.host + "/net");
    socket = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: "hello", version: VERSION, code: code, client: client, resume: resume, board: true }));
    };
    ws.onmessage = (event) => {
      if (socket !== ws) return;
      let message;
      try { message = JSON.parse(event.data); } catch (error) { return; }
      if (message.type === "welcome") {
        welcome = message;
        renderer = (window.Boards || {})[message.game];
        document.body.dataset.game = message.game;
        document.body.dataset.joins = Number(document.body.dataset.joins || 0) + 1; // tests read it
        delay = 500;
        asking = 0; // (an answer on the lost connection never comes)
        heldBack = false;
        setLink("online");
        $("join").hidden = true;
        $("table").hidden = false;
      } else if (message.type === "refused") {
        refused();
      } else if (message.type === "view" && renderer) {
        render(message);
      } else if (message.type === "replay") {
        ended = true;
        if (message.board && renderer) replay.offer(message.board);
      } else if (message.type === "replaced") {
        stopped = true;
        setLink("replaced");
      } else if (message.type === "error" || message.type === "settled") {
        answered();
        const why = message.type === "error" ? message.message : message.error;
        if (why) toast(tx((WORDS.errors || {})[why]) || why);
      }
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      if (!welcome || stopped) return;
      if (ended) return setLink("closed"); // nothing more to come: no rejoining
      setLink("offline");
      setTimeout(() => { if (socket === null) connect(true); }, delay);
      delay = Math.min(delay * 2, 5000);
    };
  }

  function refused() {
    const ws = socket;
    socket = null;
    welcome = null;
    if (ws) ws.close();
    history.replaceState(null, "", location.pathname + location.search);
    showForm(say("refused"));
  }

  function showForm(problem) {
    $("table").hidden = true;
    $("join").hidden = false;
    $("join-error").textContent = problem || "";
    $("join-error").hidden = !problem;
    $("code").focus();
  }

  const replay = window.BoardReplay({
    $: $, say: say, tx: tx, announce: announce, draw: draw, renderer: () => renderer,
    live: () => { if (last) { draw(last); refresh(); } },
  });

  function start() {
    replay.start();
    $("code-label").textContent = say("code");
    $("code-help").textContent = say("codeHelp");
    $("join-go").textContent = say("join");
    $("back").textContent = say("back");
    $("choices").setAttribute("aria-label", say("choices"));
    $("board-box").setAttribute("aria-label", say("board") + ". " + say("boardHelp"));
    $("back").addEventListener("click", () => { picked = null; armed = null; refresh(); });
    $("join").addEventListener("submit", (event) => {
      event.preventDefault();
      code = $("code").value.trim().toUpperCase();
      history.replaceState(null, "", "#" + code); // the fragment never goes to the host
      connect(false);
    });
    document.addEventListener("keydown", key);
    code = decodeURIComponent(location.hash.slice(1));
    if (code) connect(false);
    else showForm("");
  }

  fetch("/board/words.json")
    .then((answer) => answer.json())
    .then((words) => { WORDS = words; })
    .catch(() => {})
    .then(start);
})();
