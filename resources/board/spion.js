// Spion & Spion on the board page (board.js): the ring of fields (its shape comes in the
// message's layout), the spies with their numbers where this seat may see them, traps,
// Bazongs, the dungeon, the pass-card piles, the envelopes and the money.
"use strict";
window.Boards = window.Boards || {};
window.Boards["spion-und-spion"] = (function () {
  const CELL = 130, GAP = 8;
  const COLOURS = ["schwarz", "weiss", "schwarz-rot", "weiss-blau"];
  const BAZONG = ["spion-bazong-black.svg", "spion-bazong-white.svg"];

  const colourName = (ctx, colour) => ctx.say("colour-" + colour);

  function spyLabel(ctx, spy) {
    const number = spy.number !== null ? spy.number : spy.remembered !== null ? spy.remembered : "?";
    return ctx.say("spy", number, colourName(ctx, spy.colour));
  }

  function drawSpy(ctx, spy, x, y) {
    ctx.image("spion-spy-" + spy.colour + ".svg", x, y, 40, 48);
    const number = spy.number !== null ? spy.number : spy.remembered;
    if (number !== null) {
      ctx.svg("circle", { cx: x + 34, cy: y + 8, r: 11, fill: "#fff", stroke: "#222" });
      const text = ctx.text(String(number), x + 34, y + 14, 16);
      text.setAttribute("style", "fill:#111");
    }
    ctx.spot("spy-" + spy.id, x, y, 40, 48, spyLabel(ctx, spy));
  }

  function draw(ctx) {
    const view = ctx.view;
    const layout = ctx.layout;
    const width = layout.cols * CELL;
    const ring = layout.rows * CELL;
    const height = ring + 230;
    ctx.svg("rect", { x: 0, y: 0, width: width, height: height, rx: 14, fill: "#2e3d33" });
    const places = layout.fields.map((field) => [field.col * CELL + GAP / 2, field.row * CELL + GAP / 2]);
    layout.fields.forEach((field, index) => {
      const [x, y] = places[index];
      const size = CELL - GAP;
      ctx.svg("rect", { x: x, y: y, width: size, height: size, rx: 10, fill: "#d9cfae", stroke: "#6b5b3a" });
      let name = ctx.say("field", index + 1);
      if (field.embassy !== null) {
        ctx.image("spion-embassy.svg", x + 5, y + 30, size - 10, (size - 10) * 0.75);
        name += ", " + ctx.say("embassy") + " " + colourName(ctx, COLOURS[field.embassy]);
      } else if (field.alfred) {
        ctx.image("spion-alfred.svg", x + 20, y + 20, size - 40, size - 40);
        name += ", " + ctx.say("alfred");
      }
      ctx.text(String(index + 1), x + 14, y + 20, 16).setAttribute("style", "fill:#333");
      view.traps.filter((trap) => trap[1] === index).forEach((trap, k) => {
        ctx.image("spion-trap-" + trap[0] + ".svg", x + size - 40 - k * 34, y + 2, 36, 36);
      });
      ctx.spot("field-" + index, x, y, size, size, name);
    });
    const bazongAt = (bazong, x, y) => ctx.image(BAZONG[bazong.colour], x, y, 30, 30);
    view.bazongs.forEach((bazong) => {
      if (bazong.field !== null && !bazong.carrier) {
        const [x, y] = places[bazong.field];
        bazongAt(bazong, x + 4, y + CELL - GAP - 34);
      }
    });
    // spies on the ring, side by side in their field
    layout.fields.forEach((field, index) => {
      const [x, y] = places[index];
      view.spies.filter((spy) => spy.where === index).forEach((spy, k) => {
        const sx = x + 6 + (k % 3) * 40, sy = y + 30 + Math.floor(k / 3) * 40;
        drawSpy(ctx, spy, sx, sy);
        spy.carries.forEach((colour) => bazongAt({ colour: colour }, sx + 10, sy + 30));
      });
    });
    // below the ring: the dungeon, the waiting reserves, the piles, the envelopes
    let y = ring + 20;
    ctx.image("spion-dungeon.svg", 10, y, 90, 90);
    ctx.text(ctx.say("dungeon"), 55, y + 110, 16);
    view.spies.filter((spy) => spy.where === -1).forEach((spy, k) => drawSpy(ctx, spy, 110 + k * 44, y + 20));
    const waiting = view.spies.filter((spy) => spy.where === -3);
    waiting.forEach((spy, k) => drawSpy(ctx, spy, 110 + k * 44, y + 130));
    if (waiting.length) ctx.text(ctx.say("reserve"), 55, y + 160, 16);
    view.piles.forEach((pile, team) => {
      const x = width - 300 + team * 150;
      for (let position = 1; position <= Math.min(3, pile.size); position += 1) {
        const cx = x + (position - 1) * 36;
        ctx.image(team === 0 ? "spion-card-black.svg" : "spion-card-white.svg", cx, y, 60, 84);
        if (ctx.seat !== null && team === ctx.seat % 2)
          ctx.spot("card-" + position, cx, y, 36, 84, ctx.say("card", position));
      }
      ctx.text(String(pile.size), x + 40, y + 110, 18);
    });
    let mine = false; // one spot "envelope": the seat's own, to write or to show
    view.envelopes.forEach((envelope, k) => {
      if (envelope.used) return;
      const x = width - 300 + k * 70, ey = y + 130;
      ctx.image("spion-envelope.svg", x, ey, 60, 44);
      if (envelope.number !== null) ctx.text(String(envelope.number), x + 30, ey + 30, 18).setAttribute("style", "fill:#111");
      const own = envelope.written ? envelope.holder === ctx.seat : envelope.writer === ctx.seat;
      if (own && !mine) ctx.spot("envelope", x, ey, 60, 44, ctx.say("envelope"));
      mine = mine || own;
    });
    view.money.forEach((money, player) => {
      if (player < ctx.players.length) ctx.info.push(ctx.say("money", ctx.players[player], money));
    });
    if (view.card && view.distance > 0) ctx.info.push(ctx.say("distance", view.distance));
    return { box: "0 0 " + width + " " + height };
  }

  function describe(before, after, say) {
    const moved = after.spies.filter((spy, i) => spy.where !== before.spies[i].where);
    return moved.map((spy) => say("spy", spy.number !== null ? spy.number : "?", say("colour-" + spy.colour))).join(", ");
  }

  return { draw: draw, describe: describe, waiting: (view) => view.current };
})();
