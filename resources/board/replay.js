// The board page's replay viewer (issue 26): once the game is over for good the host sends the
// replay with every position as the all-seeing view (net/board_replay.py). The page offers it
// ("Replay (every secret shown)", or "Replay" for a game without secrets) and steps through it: Start / Back / Forward / End buttons,
// Left and Right arrow keys, Home and End, Escape closes. Each position is drawn by the game's
// own renderer (the same code as the live board); the move is said in the live region.
"use strict";
window.BoardReplay = function (page) {
  // page: {$, say, tx, announce, draw(message), live()} of board.js
  const $ = page.$;
  let data = null; // the replay's "board"
  let step = 0;
  let open = false;

  const last = () => (data ? data.steps.length - 1 : 0);

  function moveWords(k) {
    // who did what at step k, in the words of the game's choices (else what changed)
    const here = data.steps[k];
    if (k === 0 || !here) return page.say("replayStart");
    const who = data.players[here.player] || "";
    let what = "";
    if (here.move) {
      const group = page.tx(here.move.group);
      what = (group ? group + " – " : "") + page.tx(here.move.text);
    } else {
      const renderer = page.renderer();
      const before = data.steps[k - 1].view;
      what = renderer && renderer.describe
        ? renderer.describe(before, here.view, page.say, data.players, data.layout, page.tx) : "";
    }
    return page.say("replayMove", who, what);
  }

  function resultWords() {
    const winners = (data.result && data.result.winners) || [];
    if (!winners.length) return page.say("draw");
    return page.say("winners", winners.map((s) => data.players[s]).join(", "));
  }

  function show(k) {
    step = Math.max(0, Math.min(k, last()));
    const here = data.steps[step];
    page.draw({ view: here.view, seat: null, all: true, legal: [],
      board: { players: data.players, layout: data.layout, choices: [] } });
    const where = page.say("replayAt", step, last());
    const move = moveWords(step);
    $("replay-where").textContent = where;
    $("replay-move").textContent = move;
    $("replay-first").disabled = $("replay-back").disabled = step === 0;
    $("replay-next").disabled = $("replay-last").disabled = step === last();
    if (document.activeElement && document.activeElement.disabled) // the keyboard stays in the replay
      (step === 0 ? $("replay-next") : $("replay-back")).focus();
    document.body.dataset.replayStep = step; // tests read it
    const end = step === last() ? " " + page.say("over") + ". " + resultWords() : "";
    page.announce(where + ". " + move + "." + end);
  }

  function setOpen(value) {
    open = value;
    $("live-panel").hidden = value;
    $("replay").hidden = !value;
    document.body.dataset.replay = value ? "open" : "offered";
  }

  function begin() {
    if (!data) return;
    setOpen(true);
    show(0);
    const focus = document.activeElement;
    if (!focus || focus === document.body || focus.id === "replay-open") $("replay-next").focus();
  }

  function close() {
    if (!open) return;
    setOpen(false);
    page.live(); // the live board again, as it was
    $("replay-open").focus();
  }

  function offer(board) {
    const first = data === null;
    data = board;
    const title = page.say(data.secrets ? "replay" : "replayPlain"); // as the desktop says it
    $("replay-open").textContent = title;
    $("replay-title").textContent = title;
    $("replay-open").hidden = false;
    if (open) show(step);
    else document.body.dataset.replay = "offered";
    if (!first) return;
    // said with the result, which it would otherwise cut short when both come at once
    const result = [$("turn").textContent, $("prompt").textContent].filter(Boolean).join(". ");
    const offered = page.say(data.secrets ? "replayOffered" : "replayOfferedPlain");
    page.announce(result ? result + ". " + offered : offered);
  }

  function key(event) {
    // the keys of an open replay (true: taken)
    if (!open) return false;
    const steps = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: last() };
    if (event.key in steps) {
      event.preventDefault();
      if (steps[event.key] !== step && steps[event.key] >= 0 && steps[event.key] <= last()) show(steps[event.key]);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
    return true;
  }

  function start() {
    $("replay-help").textContent = page.say("replayHelp");
    $("replay-close").textContent = page.say("replayClose");
    $("replay-steps").setAttribute("aria-label", page.say("replaySteps"));
    const buttons = { // id: [words, sign (not read out) before or after them, what it does]
      "replay-first": ["replayFirst", "« ", () => show(0)], "replay-back": ["replayBack", "◀ ", () => show(step - 1)],
      "replay-next": ["replayNext", " ▶", () => show(step + 1)], "replay-last": ["replayLast", " »", () => show(last())] };
    for (const [id, [words, sign, act]] of Object.entries(buttons)) {
      const mark = document.createElement("span");
      mark.setAttribute("aria-hidden", "true");
      mark.textContent = sign;
      const text = page.say(words);
      $(id).replaceChildren(...(sign.startsWith(" ") ? [text, mark] : [mark, text]));
      $(id).addEventListener("click", act);
    }
    $("replay-open").addEventListener("click", begin);
    $("replay-close").addEventListener("click", close);
  }

  return { start: start, offer: offer, key: key, isOpen: () => open };
};
