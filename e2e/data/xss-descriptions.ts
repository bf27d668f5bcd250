/**
 * Hostile product descriptions: each would set `window.__xss`, call alert() or cover the page if any
 * part of it ran or survived. `keeps` lists harmless formatting that must still show.
 */
export interface XssCase {
  label: string;
  html: string;
  keeps?: ReadonlyArray<{ selector: string; text: string }>;
}

export const XSS_DESCRIPTIONS: readonly XssCase[] = [
  { label: 'script tag', html: '<p>avant</p><script>window.__xss=1</script><p>après</p>', keeps: [{ selector: 'p', text: 'après' }] },
  { label: 'script with data: src', html: '<SCRIPT SRC=data:text/javascript,window.__xss=1></SCRIPT>' },
  { label: 'img onerror', html: '<img src=x onerror="window.__xss=1">' },
  { label: 'img onerror alert', html: '<img src="x" onerror=alert(1)>' },
  { label: 'img onerror eval atob', html: "<img src=x:x onerror=eval(atob('d2luZG93Ll9feHNzPTE='))>" },
  { label: 'svg onload', html: '<svg onload="window.__xss=1"></svg>' },
  { label: 'script inside svg', html: '<svg><script>window.__xss=1</script></svg>' },
  { label: 'svg animate onbegin', html: '<svg><animate onbegin="window.__xss=1" attributeName="x" dur="1s"/></svg>' },
  { label: 'svg use data: href', html: '<svg><use href="data:image/svg+xml,<svg id=x xmlns=%22http://www.w3.org/2000/svg%22><image href=1 onerror=alert(1) /></svg>#x"/></svg>' },
  { label: 'body onload', html: '<body onload="window.__xss=1"><p>corps</p></body>' },
  { label: 'iframe javascript:', html: '<iframe src="javascript:window.__xss=1"></iframe>' },
  { label: 'iframe srcdoc', html: '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>' },
  { label: 'javascript: link', html: '<a href="javascript:window.__xss=1">clic</a>' },
  { label: 'mixed-case javascript: link', html: '<a href="JaVaScRiPt:window.__xss=1">clic</a>' },
  { label: 'entity-encoded javascript: link', html: '<a href="&#106;avascript:window.__xss=1">clic</a>' },
  { label: 'tab inside javascript: link', html: '<a href="java\tscript:window.__xss=1">clic</a>' },
  { label: 'leading spaces before javascript:', html: '<a href="   javascript:window.__xss=1">clic</a>' },
  { label: 'data: html link', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>' },
  { label: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">clic</a>' },
  { label: 'onmouseover paragraph', html: '<p onmouseover="window.__xss=1">survol</p>', keeps: [{ selector: 'p', text: 'survol' }] },
  { label: 'autofocus onfocus input', html: '<input autofocus onfocus="window.__xss=1">' },
  { label: 'details ontoggle', html: '<details open ontoggle="window.__xss=1"><summary>s</summary></details>' },
  { label: 'video source onerror', html: '<video><source onerror="window.__xss=1"></video>' },
  { label: 'object javascript: data', html: '<object data="javascript:window.__xss=1"></object>' },
  { label: 'embed javascript: src', html: '<embed src="javascript:window.__xss=1">' },
  { label: 'style element import', html: "<style>@import 'javascript:window.__xss=1';</style><p>texte</p>" },
  { label: 'style element hiding the page', html: '<style>body{display:none!important}</style><p>visible</p>' },
  { label: 'background url javascript:', html: '<p style="background-image:url(javascript:window.__xss=1)">fond</p>' },
  { label: 'full-page overlay', html: '<div style="position:fixed;inset:0;z-index:9999;background:red">voile</div>' },
  { label: 'css expression', html: '<span style="color:red;width:expression(alert(1))">rouge</span>' },
  { label: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">' },
  { label: 'base href', html: '<base href="javascript:/"><a href="x">relatif</a>' },
  { label: 'form javascript: action', html: '<form action="javascript:window.__xss=1"><button>Envoyer</button></form>' },
  { label: 'link stylesheet', html: '<link rel=stylesheet href="javascript:window.__xss=1">' },
  { label: 'template script', html: '<template><script>window.__xss=1</script></template>' },
  { label: 'attribute breakout', html: '"><script>window.__xss=1</script>' },
  { label: 'commented img', html: '<!--<img src=x onerror=window.__xss=1>--><p>commentaire</p>' },
  { label: 'marquee onstart', html: '<marquee onstart="window.__xss=1">défile</marquee>' },
  { label: 'mXSS noscript', html: '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">' },
  { label: 'mXSS svg style', html: '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">' },
  { label: 'mXSS math mglyph', html: '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>' },
  { label: 'mXSS form math', html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss=1>' },
  {
    label: 'safe link with onclick',
    html: '<a href="https://meche.test/fiche" onclick="window.__xss=1">fiche</a>',
    keeps: [{ selector: 'a[href="https://meche.test/fiche"]', text: 'fiche' }],
  },
  { label: 'heading with onclick', html: '<h2 onclick="window.__xss=1">Titre</h2>', keeps: [{ selector: 'h2', text: 'Titre' }] },
  {
    label: 'formatting around a script',
    html:
      '<p><strong>gras</strong> <em>italique</em></p><ul><li>un</li><li>deux</li></ul>' +
      '<p><a href="mailto:contact@meche.test">écrire</a></p><script>window.__xss=1</script>',
    keeps: [
      { selector: 'strong', text: 'gras' },
      { selector: 'em', text: 'italique' },
      { selector: 'li', text: 'deux' },
      { selector: 'a[href="mailto:contact@meche.test"]', text: 'écrire' },
    ],
  },
];
