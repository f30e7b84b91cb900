/// The page's inline style sheet and scripts (kept apart from the HTML structure).
extension GalleryPage {
    /// Records script errors, failed loads and `console.error` calls into `#console-errors`.
    static let errorHookScript = #"""
    (function () {
      "use strict";
      var errors = [];
      function show() {
        var el = document.getElementById("console-errors");
        if (el && errors.length) { el.textContent = errors.join("\n"); el.hidden = false; }
      }
      function record(message) { errors.push(String(message)); show(); }
      window.addEventListener("error", function (event) {
        var target = event.target;
        if (target && target !== window && (target.src || target.href)) {
          record("failed to load " + (target.src || target.href));
        } else {
          record("error: " + event.message + " at " + event.filename + ":" + event.lineno);
        }
      }, true);
      window.addEventListener("unhandledrejection", function (event) { record("unhandled rejection: " + event.reason); });
      var originalError = console.error;
      console.error = function () {
        record(Array.prototype.join.call(arguments, " "));
        return originalError.apply(console, arguments);
      };
      document.addEventListener("DOMContentLoaded", show);
    })();
    """#

    /// Layout: a responsive grid of cards; placeholder screens (``PlaceholderScreen``) drawn with CSS gradients.
    static let styleSheet = #"""
    :root { color-scheme: light; font-family: -apple-system, "Helvetica Neue", Arial, sans-serif; }
    body { margin: 0; background: #f2f2f7; color: #1c1c1e; }
    header { padding: 20px 24px 4px; }
    header h1 { margin: 0 0 6px; font-size: 24px; }
    header p { margin: 0; color: #636366; max-width: 60em; }
    #console-errors { margin: 12px 24px; padding: 8px; background: #ffd7d5; color: #8a1c14; white-space: pre-wrap; }
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(290px, 1fr)); gap: 16px; padding: 16px 24px 32px; }
    .entry { background: #fff; border-radius: 14px; padding: 12px 14px; box-shadow: 0 1px 3px rgba(0,0,0,0.12); }
    .entry h2 { font-size: 16px; margin: 0 0 6px; }
    .entry dl { display: flex; flex-wrap: wrap; gap: 2px 12px; margin: 0 0 8px; font-size: 12px; color: #48484a; }
    .entry dl div { display: flex; gap: 4px; }
    .entry dt { color: #8e8e93; }
    .entry dd { margin: 0; font-variant-numeric: tabular-nums; }
    .media { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
    figure { margin: 0; }
    figcaption { font-size: 11px; color: #8e8e93; text-align: center; margin-top: 2px; }
    .media img { width: 100%; height: auto; display: block; border-radius: 8px; background: #000; }
    .stage { position: relative; width: 100%; overflow: hidden; background: #000; border-radius: 8px; }
    .world { position: absolute; left: 0; top: 0; transform-origin: 0 0; }
    .participant { position: absolute; overflow: hidden; box-sizing: border-box; display: none; --tint: #007aff; }
    .participant .region-screen { position: absolute; overflow: hidden; }
    .participant .nav { position: absolute; left: 0; right: 0; top: 0; height: 91px; background: rgba(249,249,249,0.96);
      border-bottom: 1px solid rgba(0,0,0,0.2); }
    .participant .nav::after { content: ""; position: absolute; left: 32%; right: 32%; bottom: 22px; height: 14px; border-radius: 7px; background: var(--tint); }
    .participant .body { position: absolute; left: 0; right: 0; top: 91px; bottom: 0; }
    .screen-list { background: #f2f2f7; }
    .screen-list .body { margin: 16px; background:
      radial-gradient(circle at 30px 30px, var(--tint) 17px, transparent 18px) 0 0 / 100% 72px repeat-y,
      linear-gradient(to bottom, rgba(28,28,30,0.85) 0 10px, transparent 10px 72px) 60px 16px / 55% 72px repeat-y,
      linear-gradient(to bottom, rgba(142,142,147,0.55) 0 8px, transparent 8px 72px) 60px 35px / 35% 72px repeat-y,
      linear-gradient(to bottom, #fff 0 60px, transparent 60px 72px) 0 0 / 100% 72px repeat-y; }
    .screen-detail { background: #fff; }
    .screen-detail .body { background:
      radial-gradient(circle at 72% 38%, rgba(255,255,255,0.55) 36px, transparent 37px) 0 0 / 100% 235px no-repeat,
      linear-gradient(var(--tint), var(--tint)) 0 0 / 100% 235px no-repeat,
      linear-gradient(rgba(28,28,30,0.85), rgba(28,28,30,0.85)) 20px 259px / 60% 18px no-repeat,
      repeating-linear-gradient(to bottom, rgba(142,142,147,0.55) 0 9px, transparent 9px 20px) 20px 297px / 85% 175px no-repeat; }
    .screen-detail .body::after { content: ""; position: absolute; left: 20px; right: 20px; bottom: 34px; height: 50px;
      border-radius: 12px; background: var(--tint); }
    .screen-grid { background: #fff; }
    .screen-grid .body { margin: 12px; background:
      linear-gradient(to bottom, var(--tint) 0 145px, transparent 145px 157px) 0 0 / 47% 157px repeat-y,
      linear-gradient(to bottom, var(--tint) 0 145px, transparent 145px 157px) 100% 0 / 47% 157px repeat-y; opacity: 0.55; }
    .screen-empty { background: #f2f2f7; }
    .screen-card { background: #fff; }
    .screen-card .nav { display: none; }
    .screen-card .body { top: 0; background:
      radial-gradient(circle at 72% 38%, rgba(255,255,255,0.55) 0 14%, transparent 14.5%) 0 0 / 100% 62% no-repeat,
      linear-gradient(var(--tint), var(--tint)) 0 0 / 100% 62% no-repeat,
      linear-gradient(rgba(28,28,30,0.85), rgba(28,28,30,0.85)) 33.3% 74.7% / 70% 5% no-repeat,
      linear-gradient(rgba(142,142,147,0.55), rgba(142,142,147,0.55)) 20% 84.2% / 50% 3.75% no-repeat; }
    .controls { display: flex; align-items: center; gap: 8px; margin-top: 8px; }
    .controls input { flex: 1; }
    .controls output { width: 3.5em; text-align: right; font-size: 12px; font-variant-numeric: tabular-nums; }
    .controls button { border: 0; border-radius: 6px; background: #007aff; color: #fff; padding: 3px 10px; cursor: pointer; }
    .sheet { margin: 6px 0 0; font-size: 12px; }
    .sheet a { color: #007aff; }
    """#

    /// Builds each stage's participants and plays the embedded timeline on input and on play.
    static let scrubberScript = #"""
    (function () {
      "use strict";
      var ready = 0;
      // "#progress=0.5" in the address starts every scrubber there (handy for screenshots).
      var requested = /progress=([0-9.]+)/.exec(window.location.hash);
      var initial = requested ? Math.min(Math.max(parseFloat(requested[1]) || 0, 0), 1) : 0;
      function lerp(a, b, t) { return a + (b - a) * t; }
      function rgba(hex, alpha) {
        var n = parseInt(hex.slice(1), 16);
        return "rgba(" + ((n >> 16) & 255) + "," + ((n >> 8) & 255) + "," + (n & 255) + "," + alpha + ")";
      }
      document.querySelectorAll(".stage").forEach(function (stage) {
        var source = document.getElementById(stage.getAttribute("data-timeline"));
        if (!source) { console.error("missing timeline " + stage.getAttribute("data-timeline")); return; }
        var data = JSON.parse(source.textContent);
        var duration = Math.max(parseFloat(stage.getAttribute("data-duration")) || 0.3, 0.05);
        var world = document.createElement("div");
        world.className = "world";
        world.style.width = data.w + "px";
        world.style.height = data.h + "px";
        stage.appendChild(world);
        // A participant with a region (p[4] = [x, y, width, height], unit coordinates of its
        // screen: a shatter tile) clips a whole-screen drawing placed so that its region shows.
        var regions = [];
        var boxes = data.p.map(function (p, k) {
          var el = document.createElement("div");
          el.title = p[0];
          var region = p[1] !== "plain" && p[4] && p[4][2] > 0 && p[4][3] > 0 ? p[4] : null;
          var screen = el;
          el.className = "participant";
          if (region) {
            screen = document.createElement("div");
            screen.className = "region-screen";
            el.appendChild(screen);
          }
          screen.classList.add("screen-" + p[1]);
          if (p[1] === "plain") {
            el.style.background = rgba(p[2], p[3]);
          } else {
            el.style.setProperty("--tint", p[2]);
            screen.innerHTML = '<div class="body"></div><div class="nav"></div>';
          }
          regions[k] = region ? { rect: region, screen: screen, w: -1, h: -1 } : null;
          world.appendChild(el);
          return el;
        });
        function fit() { world.style.transform = "scale(" + (stage.clientWidth / data.w) + ")"; }
        function render(progress) {
          var f = data.f;
          if (!f.length) { return; }
          var i = 0;
          while (i < f.length - 2 && f[i + 1][0] <= progress) { i++; }
          var a = f[i], b = f[Math.min(i + 1, f.length - 1)];
          var span = b[0] - a[0];
          var t = span > 0 ? Math.min(Math.max((progress - a[0]) / span, 0), 1) : 0;
          boxes.forEach(function (el, k) {
            var sa = a[1][k], sb = b[1][k], s;
            if (sa && sb) {
              s = sa.map(function (v, n) { return lerp(v, sb[n], t); });
            } else {
              s = t < 0.5 ? (sa || sb) : (sb || sa);
            }
            if (!s) { el.style.display = "none"; return; }
            el.style.display = "block";
            el.style.left = s[0] + "px";
            el.style.top = s[1] + "px";
            el.style.width = s[2] + "px";
            el.style.height = s[3] + "px";
            el.style.transformOrigin = (s[4] * 100) + "% " + (s[5] * 100) + "%";
            el.style.opacity = String(s[6]);
            el.style.borderRadius = s[7] + "px";
            el.style.zIndex = String(Math.round(s[8]) + 100);
            el.style.transform = "matrix3d(" + s.slice(9, 25).join(",") + ")";
            var region = regions[k];
            if (region && (region.w !== s[2] || region.h !== s[3])) {
              var r = region.rect, w = s[2] / r[2], h = s[3] / r[3];
              region.w = s[2];
              region.h = s[3];
              region.screen.style.width = w + "px";
              region.screen.style.height = h + "px";
              region.screen.style.left = (-r[0] * w) + "px";
              region.screen.style.top = (-r[1] * h) + "px";
            }
          });
        }
        var article = stage.closest("article");
        var input = article.querySelector("input[type=range]");
        var output = article.querySelector("output");
        var button = article.querySelector("button.play");
        function show(progress) {
          render(progress);
          if (output) { output.textContent = Math.round(progress * 100) + "%"; }
        }
        if (input) {
          input.addEventListener("input", function () { show(input.value / 1000); });
        }
        if (button && input) {
          button.addEventListener("click", function () {
            var start = null;
            function step(now) {
              if (start === null) { start = now; }
              var p = Math.min((now - start) / (duration * 1000), 1);
              input.value = String(Math.round(p * 1000));
              show(p);
              if (p < 1) { window.requestAnimationFrame(step); }
            }
            window.requestAnimationFrame(step);
          });
        }
        fit();
        if (input) { input.value = String(Math.round(initial * 1000)); }
        show(initial);
        window.addEventListener("resize", fit);
        ready += 1;
      });
      document.body.setAttribute("data-gallery-ready", String(ready));
    })();
    """#
}
