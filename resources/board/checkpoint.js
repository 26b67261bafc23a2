// Checkpoint Charlie on the board page (board.js): the deck, the clues open in the middle,
// the seat's own clue tile and chips, and every player's open row of suspect cats with the
// agents' markers. The cats' art layers and words come in the message's layout.
"use strict";
window.Boards = window.Boards || {};
window.Boards["checkpoint-charlie"] = (function () {
  const CAT_W = 86, CAT_H = 120, ROW_H = 150, TOP = 190, WIDTH = 1240;

  function cat(ctx, number, x, y) {
    const layout = ctx.layout;
    const holder = ctx.svg("svg", { x: x, y: y, width: CAT_W, height: CAT_H, viewBox: "0 0 200 280" });
    for (const id of layout.cats[number]) ctx.svg("use", { href: "/art/checkpoint-cat.svg#" + id }, holder);
    ctx.text(layout.names[number], x + CAT_W / 2, y + CAT_H + 16, 15);
    ctx.spot("cat-" + number, x, y, CAT_W, CAT_H, ctx.tx(layout.suspects[number]));
  }

  function cell(ctx, art, cells, id, x, y, size) {
    // one 100 x 100 cell of a strip of art (a clue side, a chip)
    ctx.use(art, id, x, y, size, size, 100 * cells.indexOf(id) + " 0 100 100");
  }

  function draw(ctx) {
    const view = ctx.view, layout = ctx.layout;
    const height = TOP + view.players.length * ROW_H + 20;
    ctx.svg("rect", { x: 0, y: 0, width: WIDTH, height: height, rx: 14, fill: "#3a2f2a" });
    // the deck
    ctx.svg("rect", { x: 20, y: 20, width: 100, height: 140, rx: 10, fill: "#1f2a44", stroke: "#c9b27c", "stroke-width": 3 });
    ctx.text(String(view.deck_size), 70, 100, 34);
    ctx.spot("deck", 20, 20, 100, 140, ctx.say("deck", view.deck_size));
    // the clues open in the middle
    view.open_tiles.forEach((clue, k) => {
      cell(ctx, "checkpoint-traits.svg", layout.traitCells, layout.traits[clue[0]][clue[1]], 150 + k * 90, 40, 80);
    });
    // the seat's own clue tile (both sides while choosing) and chips
    const me = ctx.seat !== null ? view.players[ctx.seat] : null;
    if (me && me.tile !== null) {
      const sides = me.side !== null ? [me.side] : [0, 1];
      sides.forEach((side, k) => {
        const x = 640 + k * 110;
        cell(ctx, "checkpoint-traits.svg", layout.traitCells, layout.traits[me.tile][side], x, 40, 100);
        const words = ctx.tx(layout.clues[me.tile][side]);
        if (me.side === null) ctx.spot("side-" + side, x, 40, 100, 100, ctx.say("side", words));
        else ctx.info.push(ctx.say("clue", words));
      });
    }
    view.players.forEach((player, p) => {
      const y = TOP + p * ROW_H;
      ctx.svg("rect", { x: 10, y: y, width: WIDTH - 20, height: ROW_H - 10, rx: 10, fill: p === ctx.seat ? "#4a3c33" : "#43362f" });
      ctx.image("checkpoint-agent-" + p + ".svg", 20, y + 10, 70, 90);
      ctx.text(ctx.players[p], 55, y + 122, 16);
      player.row.forEach((number, k) => cat(ctx, number, 110 + k * (CAT_W + 8), y + 4));
      if (player.accused !== null) {
        const k = player.row.indexOf(player.accused);
        if (k >= 0) ctx.image("checkpoint-agent-" + p + ".svg", 110 + k * (CAT_W + 8) + CAT_W - 36, y + 4, 34, 44);
      }
      player.chips.forEach((chip, slot) => {
        const x = WIDTH - 70 - slot * 56;
        cell(ctx, "checkpoint-chips.svg", layout.chipCells, chip.colour, x, y + 20, 50);
        if (chip.value !== null) ctx.text(String(chip.value), x + 25, y + 88, 16);
        ctx.spot("chip-" + p + "-" + slot, x, y + 20, 50, 50, ctx.say("chip", slot + 1, ctx.players[p]));
      });
      let clue = "";
      if (p !== ctx.seat && player.tile !== null && player.side !== null) {
        // another's clue where this view knows it (the replay, the end): on its agent
        ctx.svg("rect", { x: 58, y: y + 54, width: 50, height: 50, rx: 6, fill: "#fff", stroke: "#c9b27c", "stroke-width": 2 });
        cell(ctx, "checkpoint-traits.svg", layout.traitCells, layout.traits[player.tile][player.side], 60, y + 56, 46);
        clue = ", " + ctx.tx(layout.clues[player.tile][player.side]);
      }
      const score = player.score !== null ? ", " + ctx.say("points", player.score) : "";
      ctx.info.push(ctx.say("chips", ctx.players[p], player.chips.length) + score + clue);
    });
    ctx.info.unshift(ctx.say("round", view.round, view.max_rounds));
    return { box: "0 0 " + WIDTH + " " + height };
  }

  function describe(before, after, say, names, layout) {
    // the cat a player turned up, the cat a player accused
    const said = [];
    after.players.forEach((player, p) => {
      const old = before.players[p];
      if (player.row.length > old.row.length)
        said.push(say("square", names[p], layout.names[player.row[player.row.length - 1]]));
      if (player.accused !== null && old.accused === null)
        said.push(say("accuses", names[p], layout.names[player.accused]));
    });
    return said.join(", ");
  }

  return { draw: draw, describe: describe, waiting: (view) => view.turn };
})();
