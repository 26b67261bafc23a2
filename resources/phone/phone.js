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
      replaced: "This seat is now played on another device.", takeBack: "Play here again",
      won: "You won!", winners: "Winners: ", draw: "The game ends in a draw.",
      busy: "the table is busy",
      errors: {
        "not your turn": "It is not your turn.",
        "not a legal action now": "That is not possible any more.",
        "too many messages": "Slow down, please.",
        "the table is busy": "The table is busy. Try again.",
        "the game is closed": "The game is over at the table.",
        "the table did not answer": "The table did not answer. Try again.",
      },
    },
    de: {
      secrets: "Nur für dich", table: "Am Tisch", turn: "Du bist dran",
      anytime: "Du kannst jetzt handeln", wait: "Warte auf die anderen …", over: "Spielende",
      connecting: "verbinde …", online: "verbunden", offline: "verbinde neu …",
      replaced: "Dieser Platz wird jetzt auf einem anderen Gerät gespielt.",
      takeBack: "Wieder hier spielen", won: "Du hast gewonnen!", winners: "Gewonnen: ",
      draw: "Das Spiel endet unentschieden.", busy: "the table is busy",
      errors: {
        "not your turn": "Du bist nicht dran.",
        "not a legal action now": "Das geht jetzt nicht mehr.",
        "too many messages": "Bitte langsamer.",
        "the table is busy": "Der Tisch ist beschäftigt. Versuch es noch einmal.",
        "the game is closed": "Das Spiel am Tisch ist beendet.",
        "the table did not answer": "Der Tisch hat nicht geantwortet. Versuch es noch einmal.",
        "malformed message": "Unverständliche Nachricht.",
        "not an action of this game": "Unverständliche Nachricht.",
      },
    },
  }[lang];
  const $ = (id) => document.getElementById(id);
  const token = location.pathname.split("/").pop();
  let socket = null;
  let last = null; // the newest view message
  let pending = null; // the action sent, while the table has not answered
  let retries = 0;
  let delay = 500;
  let replaced = false;
  let toastTimer = 0;

  const tx = (text) => (text ? text[lang] || text.en || "" : "");

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

  function setLink(on, text) {
    const link = $("link");
    link.textContent = text;
    link.classList.toggle("on", on);
  }

  function toast(text) {
    const box = $("toast");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { box.hidden = true; }, 3500);
  }

  function send(action) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    pending = action;
    socket.send(JSON.stringify({ type: "act", action: action }));
    for (const button of document.querySelectorAll("button.act")) button.disabled = true;
  }

  function resultText(message, show) {
    const result = message.result;
    if (!result.winners.length) return WORDS.draw;
    if (result.winners.includes(message.seat)) return WORDS.won;
    const names = (show && show.players) || [];
    return WORDS.winners + result.winners.map((seat) => names[seat] || seat + 1).join(", ");
  }

  function render(message) {
    const show = message.show || { secrets: [], info: [], actions: [] };
    const before = last;
    last = message;
    pending = null;
    retries = 0;
    $("name").textContent = message.name;
    $("game").textContent = tx(show.game);
    document.title = message.name + " – " + (tx(show.game) || "Spielesammlung");
    const box = $("turn-box");
    const actions = $("actions");
    actions.replaceChildren();
    const legal = message.legal || [];
    box.classList.toggle("mine", legal.length > 0);
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
    let group = null;
    let grid = null;
    legal.forEach((action, index) => {
      const label = (show.actions && show.actions[index]) || { text: { en: JSON.stringify(action) } };
      const heading = tx(label.group);
      if (grid === null || heading !== group) {
        group = heading;
        if (heading) actions.append(element("div", "group", heading));
        grid = element("div", "buttons");
        actions.append(grid);
      }
      const button = element("button", "act");
      button.type = "button";
      if (label.art) button.append(picture(label.art, 40));
      const words = element("span", "", tx(label.text));
      if (label.note) words.append(element("small", "", tx(label.note)));
      if (words.textContent.length > 18) grid.classList.add("wide");
      button.append(words);
      button.addEventListener("click", () => send(action));
      grid.append(button);
    });
    for (const buttons of actions.querySelectorAll(".buttons")) {
      const all = [...buttons.children];
      const small = all.every((b) => b.querySelector("img") && b.textContent.length <= 12);
      if (small && all.length >= 3) buttons.className = "buttons icons"; // pictures in a row of 4
    }
    const secrets = $("secrets");
    secrets.replaceChildren();
    for (const item of show.secrets || []) {
      const row = element("li");
      if (item.art) row.append(picture(item.art, 44));
      row.append(element("span", "", tx(item.text)));
      secrets.append(row);
    }
    const info = $("info");
    info.replaceChildren();
    for (const line of show.info || []) info.append(element("li", "", tx(line)));
    document.body.dataset.at = message.at; // how many actions the page is after (tests read it)
    if (message.must && !(before && before.must) && navigator.vibrate) navigator.vibrate(60);
  }

  function failed(text) {
    if (text === WORDS.busy && pending !== null && retries < 20) {
      retries += 1; // an animation is running at the table: send it again shortly
      const action = pending;
      setTimeout(() => { if (pending === action) send(action); }, 400);
      return;
    }
    pending = null;
    toast(WORDS.errors[text] || text);
    if (last) render(last);
  }

  function connect() {
    replaced = false;
    $("cover").hidden = true;
    setLink(false, WORDS.connecting);
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const ws = new WebSocket(scheme + location.host + "/ws/" + token);
    socket = ws;
    ws.onopen = () => { delay = 500; setLink(true, WORDS.online); };
    ws.onmessage = (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch (error) { return; }
      if (message.type === "view") render(message);
      else if (message.type === "error") failed(message.message);
      else if (message.type === "replaced") replaced = true;
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      if (replaced || event.code === 4001) {
        setLink(false, WORDS.offline);
        $("cover-text").textContent = WORDS.replaced;
        $("cover").hidden = false;
        return;
      }
      setLink(false, WORDS.offline);
      setTimeout(() => { if (socket === null && !replaced) connect(); }, delay);
      delay = Math.min(delay * 2, 5000);
    };
  }

  $("secrets-title").textContent = WORDS.secrets;
  $("table-title").textContent = WORDS.table;
  $("turn-title").textContent = WORDS.wait;
  $("cover-button").textContent = WORDS.takeBack;
  $("cover-button").addEventListener("click", connect);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && socket === null && !replaced) connect();
  });
  connect();
})();
