/*
 * Miadi's booking widget (D27). On any website:
 *
 *   <div data-miadi-booking="glow-nail-bar" data-lang="sw" data-accent="#8b1e3f" data-surface="dark"><a href="https://miadi.co.ke/sw/services/glow-nail-bar">Weka miadi kupitia Miadi</a></div>
 *   <script src="https://miadi.co.ke/embed.js" async></script>
 *
 * turns each such element into an iframe of the listing's booking page (/embed/{listing}, or
 * /sw/embed/{listing} with data-lang="sw"), whose height follows its content: the framed page
 * posts its height, and where a jump or focus inside it went, which this script scrolls into
 * view; it believes only messages from the site it was loaded from and from that iframe. The link inside the element is what visitors without scripts get.
 * Plain JavaScript, no dependencies; a host page's Content-Security-Policy must allow this
 * origin in script-src and frame-src.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src).origin;
  var titles = { en: 'Booking request form, by Miadi', sw: 'Fomu ya ombi la miadi, kupitia Miadi' };
  var frames = [];

  function mount(host) {
    if (host.hasAttribute('data-miadi-mounted')) return;
    var listing = host.getAttribute('data-miadi-booking') || '';
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(listing)) return;
    var lang = host.getAttribute('data-lang') === 'sw' ? 'sw' : 'en';
    var frame = document.createElement('iframe');
    // The owner's accent colour, six hex digits, in the frame's address: the frame checks it
    // again and keeps its text readable on it (lib/accent.ts).
    var accent = /^#?([0-9a-fA-F]{6})$/.exec(host.getAttribute('data-accent') || '');
    // The dark surface: only data-surface="dark" asks for it; the frame checks it again.
    var query = [];
    if (accent) query.push('accent=' + accent[1].toLowerCase());
    if (host.getAttribute('data-surface') === 'dark') query.push('surface=dark');
    frame.src =
      origin +
      (lang === 'sw' ? '/sw' : '') +
      '/embed/' +
      listing +
      (query.length ? '?' + query.join('&') : '');
    frame.title = titles[lang];
    frame.loading = 'lazy';
    // Set through the CSSOM, which a host page's style-src does not govern.
    frame.style.width = '100%';
    frame.style.height = '640px';
    frame.style.border = '0';
    frame.style.display = 'block';
    host.setAttribute('data-miadi-mounted', '');
    host.replaceChildren(frame);
    frames.push(frame);
  }

  // Messages (docs/booking-widget.md, version 1) count only from this origin and an iframe of ours.
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || data.version !== 1) return;
    for (var i = 0; i < frames.length; i++) {
      if (event.source === frames[i].contentWindow) receive(frames[i], data);
    }
  });

  function receive(frame, data) {
    var height = Number(data.height);
    if (data.type === 'miadi:height' && isFinite(height) && height > 0) {
      frame.style.height = Math.min(Math.ceil(height), 10000) + 'px';
    }
    if (data.type !== 'miadi:scroll') return;
    // A part of the frame to show (a jump's target, a focused field): scroll the least that
    // brings it into view, its top first (scrollToShow in lib/frame-messages.ts).
    var frameTop = frame.getBoundingClientRect().top;
    var top = frameTop + Number(data.top) - 24;
    var below = frameTop + Number(data.bottom) + 24 - window.innerHeight;
    if (!isFinite(top) || !isFinite(below)) return;
    if (top < 0 || below > 0) window.scrollBy(0, top < 0 ? top : Math.min(below, top));
  }

  function mountAll() {
    var hosts = document.querySelectorAll('[data-miadi-booking]');
    for (var i = 0; i < hosts.length; i++) mount(hosts[i]);
  }
  // A script in <head> runs before the elements exist.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
