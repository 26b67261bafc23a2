// The phone page of one seat (issue 15): renders what the table server sends, sends taps back.
// No build step, no libraries. The words come from the server in both languages ("show").
"use strict";
(function () {
  const query = new URLSearchParams(location.search);
  const wanted = (query.get("lang") || navigator.language || "en").toLowerCase();
  const lang = wanted.startsWith("de") ? "de" : "en";
  document.documentElement.lang = lang;
  const WORDS = {
    en: {
      secrets: "Only for you", table: "At the table", turn: "Your turn",
      anytime: "You may act now", wait: "Waiting for the others…", over: "Game over",
      connecting: "connecting…", online: "connected", offline: "reconnecting…",
      elsewhere: "on another device",
      replaced: "This seat was opened on another device. This page no longer plays.",
      takeBack: "Play on this device", won: "You won!", winners: "Winners: ",
      draw: "The game ends in a draw.",
      moving: "The table is moving… Your choice counts as soon as it stops.",
      tooLate: "Your choice could not count: the game went on meanwhile. Nothing changed.",
      errors: {
        "not your turn": "It is not your turn.",
        "not a legal action now": "That is not possible any more.",
        "too many messages": "Slow down, please.",
        "a tap is waiting already": "Your choice is waiting for the table.",
        "the game is closed": "The game is over at the table.",
        "the table did not answer": "The table did not answer. Try again.",
        "the table could not take this action": "The table could not take this. Try again.",
        "malformed message": "The table did not understand that.",
        "not an action of this game": "The table did not understand that.",
      },
    },
    de: {
      secrets: "Nur für dich", table: "Am Tisch", turn: "Du bist dran",
      anytime: "Du kannst jetzt handeln", wait: "Warte auf die anderen …", over: "Spielende",
      connecting: "verbinde …", online: "verbunden", offline: "verbinde neu …",
      elsewhere: "auf anderem Gerät",
      replaced: "Dieser Platz wurde auf einem anderen Gerät geöffnet. Diese Seite spielt nicht mehr mit.",
      takeBack: "Auf diesem Gerät spielen", won: "Du hast gewonnen!", winners: "Gewonnen: ",
      draw: "Das Spiel endet unentschieden.",
      moving: "Der Tisch bewegt sich … Deine Wahl zählt, sobald er steht.",
      tooLate: "Deine Wahl zählt nicht: Das Spiel ging inzwischen weiter. Nichts hat sich geändert.",
      errors: {
        "not your turn": "Du bist nicht dran.",
        "not a legal action now": "Das geht jetzt nicht mehr.",
        "too many messages": "Bitte langsamer.",
        "a tap is waiting already": "Deine Wahl wartet auf den Tisch.",
        "the game is closed": "Das Spiel am Tisch ist beendet.",
        "the table did not answer": "Der Tisch hat nicht geantwortet. Versuch es noch einmal.",
        "the table could not take this action":
          "Der Tisch konnte das nicht annehmen. Versuch es noch einmal.",
        "malformed message": "Der Tisch hat das nicht verstanden.",
        "not an action of this game": "Der Tisch hat das nicht verstanden.",
      },
    },
  }[lang];
  const FRESH_MS = 300; // a button new in an updated list takes no tap so soon (one meant for its predecessor)
  const $ = (id) => document.getElementById(id);
  const token = location.pathname.split("/").pop();
  const page = Math.random().toString(36).slice(2, 12) + Date.now().toString(36); // this load
  let socket = null;
  let last = null; // the newest view message
  let pending = null; // the key of the action sent, while the table has not answered
  let queued = false; // the table keeps that tap until its animation ends
  let delay = 500;
  let replaced = false;
  let toastTimer = 0;
  const buttons = new Map(); // action key -> {node, action, label, length, art}
  const groups = new Map(); // group key -> {node, title, grid}
  let picked = null; // the picture cell tapped: the buttons show only its actions

  const tx = (text) =>
    typeof text === "string" ? text : text ? text[lang] || text.en || "" : "";

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function picture(name, size) {
    const img = element("img");
    img.src = "/art/" + name;
    img.alt = "";
    img.width = img.height = size;
    return img;
  }

  function setLink(state, text) {
    const link = $("link");
    link.textContent = text;
    link.classList.toggle("on", state === "online");
    document.body.dataset.link = state; // tests read it
  }

  function toast(text) {
    const box = $("toast");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { box.hidden = true; }, 3500);
  }

  function send(key) {
    const entry = buttons.get(key);
    if (!entry || pending !== null || queued || replaced) return;
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    pending = key;
    socket.send(JSON.stringify({ type: "act", action: entry.action }));
    showBusy();
  }

  function showBusy() {
    const waiting = pending !== null || queued || replaced;
    for (const [key, entry] of buttons) {
      entry.node.disabled = waiting;
      entry.node.classList.toggle("chosen", waiting && key === pending);
    }
    $("moving").hidden = !queued;
    document.body.dataset.state = queued ? "queued" : pending !== null ? "sent" : "ready";
  }

  function resultText(message, show) {
    const result = message.result;
    if (!result.winners.length) return WORDS.draw;
    if (result.winners.includes(message.seat)) return WORDS.won;
    const names = (show && show.players) || [];
    return WORDS.winners + result.winners.map((seat) => names[seat] || seat + 1).join(", ");
  }

  function arrange(parent, nodes) {
    // parent's children become exactly `nodes`, in order; nodes in place are not touched
    nodes.forEach((node, index) => {
      if (parent.children[index] !== node) parent.insertBefore(node, parent.children[index] || null);
    });
    while (parent.children.length > nodes.length) parent.lastElementChild.remove();
  }

  function labelButton(entry, label) {
    const signature = JSON.stringify(label);
    if (entry.label === signature) return;
    entry.label = signature;
    const content = [];
    if (label.art) content.push(picture(label.art, 40));
    const words = element("span", "", tx(label.text));
    if (label.note) words.append(element("small", "", tx(label.note)));
    content.push(words);
    entry.node.replaceChildren(...content);
    entry.length = words.textContent.length;
    entry.art = Boolean(label.art);
    entry.pick = label.pick || null;
  }

  function makeButton(key, action, replacing) {
    const node = element("button", "act");
    node.type = "button";
    node.dataset.key = key;
    node.addEventListener("click", () => send(key));
    if (replacing) {
      node.classList.add("fresh");
      setTimeout(() => node.classList.remove("fresh"), FRESH_MS);
    }
    return { node: node, action: action, label: null, length: 0, art: false, pick: null };
  }

  function renderActions(legal, show) {
    // buttons are kept by their action's key and updated in place, never rebuilt
    const replacing = buttons.size > 0;
    const wantedGroups = [];
    const seen = new Set();
    legal.forEach((action, index) => {
      const label = (show.actions && show.actions[index]) || { text: { en: JSON.stringify(action) } };
      const key = JSON.stringify(action);
      const heading = tx(label.group);
      let group = wantedGroups[wantedGroups.length - 1];
      if (!group || group.heading !== heading) {
        group = { heading: heading, entries: [] };
        wantedGroups.push(group);
      }
      let entry = buttons.get(key);
      if (!entry) {
        entry = makeButton(key, action, replacing);
        buttons.set(key, entry);
      }
      labelButton(entry, label);
      group.entries.push(entry);
      seen.add(key);
    });
    for (const [key, entry] of buttons) {
      if (!seen.has(key)) {
        entry.node.remove();
        buttons.delete(key);
      }
    }
    const used = new Set();
    const blocks = wantedGroups.map((wanted) => {
      let groupKey = wanted.heading;
      for (let n = 2; used.has(groupKey); n += 1) groupKey = wanted.heading + "#" + n;
      used.add(groupKey);
      let group = groups.get(groupKey);
      if (!group) {
        group = { node: element("div", "block"), title: element("div", "group"), grid: element("div") };
        group.node.append(group.title, group.grid);
        groups.set(groupKey, group);
      }
      group.title.textContent = wanted.heading;
      group.title.hidden = !wanted.heading;
      const entries = wanted.entries;
      const icons = entries.length >= 3 && entries.every((e) => e.art && e.length <= 12);
      const wide = entries.some((e) => e.length > 18);
      group.grid.className = icons ? "buttons icons" : wide ? "buttons wide" : "buttons";
      arrange(group.grid, entries.map((e) => e.node));
      group.entries = entries;
      return group.node;
    });
    for (const [groupKey, group] of groups) {
      if (!used.has(groupKey)) {
        group.node.remove();
        groups.delete(groupKey);
      }
    }
    arrange($("actions"), blocks);
  }

  function narrow() {
    // a picture cell picked: only its actions show; tapped again, all of them
    const picks = new Set([...buttons.values()].map((e) => e.pick).filter(Boolean));
    if (!picks.has(picked)) picked = null;
    for (const entry of buttons.values()) entry.node.hidden = picked !== null && entry.pick !== picked;
    for (const group of groups.values()) group.node.hidden = group.entries.every((e) => e.node.hidden);
    for (const node of document.querySelectorAll("#picture .cell[data-pick]")) {
      const active = picks.has(node.dataset.pick);
      node.disabled = !active;
      node.classList.toggle("picked", node.dataset.pick === picked);
      node.setAttribute("aria-pressed", String(node.dataset.pick === picked));
    }
    document.body.dataset.picked = picked || ""; // tests read it
  }

  function layered(art, layers) {
    // a picture composed of elements of one art file (a cat card: fur, clothes, hat)
    const space = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(space, "svg");
    svg.setAttribute("viewBox", layers.box);
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("width", "100%");
    svg.setAttribute("height", "100%");
    for (const id of layers.ids) {
      const use = document.createElementNS(space, "use");
      use.setAttribute("href", "/art/" + art + "#" + id);
      svg.append(use);
    }
    return svg;
  }

  function makeCell(item) {
    const node = element(item.pick ? "button" : "div", "cell");
    if (item.pick) {
      node.type = "button";
      node.dataset.pick = item.pick;
      node.addEventListener("click", () => {
        picked = picked === item.pick ? null : item.pick;
        narrow();
      });
    } else node.setAttribute("role", "img");
    node.classList.toggle("marked", Boolean(item.marked));
    node.setAttribute("aria-label", tx(item.say));
    node.title = tx(item.say);
    const [, , width, height] = item.layers ? item.layers.box.split(" ").map(Number) : [];
    const face = element("span", item.layers && height > width ? "face card" : "face");
    if (item.layers) face.append(layered(item.art, item.layers));
    else if (item.art) face.append(picture(item.art, 36));
    node.append(face);
    if (item.stack) {
      const stack = element("span", "stack");
      for (const colour of item.stack) stack.append(element("span", "slot " + colour));
      node.append(stack);
    }
    if (item.text) node.append(element("span", "caption", tx(item.text)));
    return node;
  }

  function makeRow(item) {
    const node = element("div", "row");
    if (item.title) node.append(element("div", "group", tx(item.title)));
    const cells = element("div", "cells");
    cells.classList.toggle("many", item.cells.length > 5);
    cells.style.setProperty("--count", String(item.cells.length));
    cells.append(...item.cells.map(makeCell));
    node.append(cells);
    return node;
  }

  function renderList(list, items, make) {
    // a list of lines: rows kept, only changed text replaced
    const rows = items.map((item, index) => {
      const signature = JSON.stringify(item);
      let row = list.children[index];
      if (!row || row.dataset.signature !== signature) {
        row = make(item);
        row.dataset.signature = signature;
      }
      return row;
    });
    arrange(list, rows);
  }

  function render(message) {
    const show = message.show || { secrets: [], info: [], actions: [] };
    const before = last;
    last = message;
    $("name").textContent = message.name;
    $("game").textContent = tx(show.game);
    document.title = message.name + " – " + (tx(show.game) || "Spielesammlung");
    const legal = message.legal || [];
    $("turn-box").classList.toggle("mine", legal.length > 0);
    if (message.result) {
      $("turn-title").textContent = WORDS.over;
      $("prompt").textContent = resultText(message, show);
    } else if (legal.length) {
      $("turn-title").textContent = message.must ? WORDS.turn : WORDS.anytime;
      $("prompt").textContent = tx(show.prompt);
    } else {
      $("turn-title").textContent = WORDS.wait;
      $("prompt").textContent = "";
    }
    renderActions(legal, show);
    renderList($("secrets"), show.secrets || [], (item) => {
      const row = element("li");
      if (item.art) row.append(picture(item.art, 44));
      row.append(element("span", "", tx(item.text)));
      return row;
    });
    renderList($("info"), show.info || [], (line) => element("li", "", tx(line)));
    const rows = show.picture || [];
    $("picture-box").hidden = rows.length === 0;
    document.body.classList.toggle("pictured", rows.length > 0);
    renderList($("picture"), rows, makeRow);
    narrow();
    showBusy();
    document.body.dataset.at = message.at; // how many actions the page is after (tests read it)
    if (message.must && !(before && before.must) && navigator.vibrate) navigator.vibrate(60);
  }

  function failed(text) {
    if (!queued) pending = null;
    toast(WORDS.errors[text] || text);
    showBusy();
  }

  function settled(error) {
    queued = false;
    pending = null;
    if (error) toast(error === "the game is closed" ? WORDS.errors[error] : WORDS.tooLate);
    showBusy();
  }

  function takenOver() {
    replaced = true;
    queued = false;
    pending = null;
    setLink("replaced", WORDS.elsewhere);
    $("cover-text").textContent = WORDS.replaced;
    $("cover").hidden = false;
    showBusy();
  }

  function connect(resume) {
    replaced = false;
    $("cover").hidden = true;
    setLink("connecting", WORDS.connecting);
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const address = scheme + location.host + "/ws/" + token + "?page=" + page;
    const ws = new WebSocket(address + (resume ? "&resume=1" : ""));
    socket = ws;
    ws.onopen = () => {
      delay = 500;
      queued = false; // the server says again if a tap still waits
      pending = null;
      setLink("online", WORDS.online);
      showBusy();
    };
    ws.onmessage = (event) => {
      if (socket !== ws) return;
      let message;
      try { message = JSON.parse(event.data); } catch (error) { return; }
      if (message.type === "view") render(message);
      else if (message.type === "error") failed(message.message);
      else if (message.type === "queued") { queued = true; showBusy(); }
      else if (message.type === "settled") settled(message.error);
      else if (message.type === "replaced") takenOver();
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      if (replaced || event.code === 4001) {
        takenOver(); // another device plays this seat now: no more reconnecting
        return;
      }
      setLink("offline", WORDS.offline);
      setTimeout(() => { if (socket === null && !replaced) connect(true); }, delay);
      delay = Math.min(delay * 2, 5000);
    };
  }

  $("secrets-title").textContent = WORDS.secrets;
  $("table-title").textContent = WORDS.table;
  $("turn-title").textContent = WORDS.wait;
  $("moving").textContent = WORDS.moving;
  $("cover-button").textContent = WORDS.takeBack;
  $("cover-button").addEventListener("click", () => connect(false));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && socket === null && !replaced) connect(true);
  });
  connect(false);
})();
