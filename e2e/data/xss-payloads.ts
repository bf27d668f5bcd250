import { XSS_DESCRIPTIONS } from './xss-descriptions';

/**
 * Hostile plain-text values (OWASP XSS filter evasion and HTML5 cheat sheets): each sets `window.__xss` or
 * calls alert() if any page, print sheet or attribute ever treats it as markup or code. The HTML
 * descriptions of xss-descriptions.ts join them: a text field must show those as text too.
 */
const TEXT_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<ScRiPt>window.__xss=1</sCrIpT>',
  '<script src=data:,window.__xss=1></script>',
  '"><script>window.__xss=1</script>',
  "'><script>window.__xss=1</script>",
  '</title><script>window.__xss=1</script>',
  '</textarea><script>window.__xss=1</script>',
  '</style><script>window.__xss=1</script>',
  '<img src=x onerror=window.__xss=1>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=# onmouseover="alert(1)">',
  '<img src=x:x onerror=eval(atob("YWxlcnQoMSk="))>',
  '<img """><script>alert(1)</script>">',
  '<svg onload=window.__xss=1>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=window.__xss=1>',
  '<iframe src=javascript:alert(1)>',
  '<iframe srcdoc="<script>parent.alert(1)</script>">',
  '<a href="javascript:alert(1)">x</a>',
  'javascript:alert(1)',
  'JaVaScRiPt:window.__xss=1',
  'data:text/html,<script>alert(1)</script>',
  '<input autofocus onfocus=window.__xss=1>',
  '<details open ontoggle=window.__xss=1>',
  '<video><source onerror=alert(1)>',
  '<audio src=x onerror=window.__xss=1>',
  '<object data=javascript:alert(1)>',
  '<embed src=javascript:alert(1)>',
  '<marquee onstart=window.__xss=1>',
  '<math><mtext><img src=x onerror=alert(1)>',
  '<style>@import "javascript:alert(1)"</style>',
  '<div style="background:url(javascript:alert(1))">',
  '<meta http-equiv=refresh content="0;url=javascript:alert(1)">',
  '<base href=javascript:/>',
  '<form action=javascript:alert(1)><button>x',
  '<isindex action=javascript:alert(1) type=image>',
  '<x onclick=alert(1)>clic',
  '" onmouseover="window.__xss=1',
  "' onfocus='window.__xss=1' autofocus='",
  '" autofocus onfocus=alert(1) x="',
  '`-alert(1)-`',
  "';alert(1);//",
  '";window.__xss=1;//',
  '${alert(1)}',
  '{{constructor.constructor("alert(1)")()}}',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<link rel=import href=data:text/html,<script>alert(1)</script>>',
  '<a href=" &#14; javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<select onfocus=alert(1) autofocus>',
  '<keygen autofocus onfocus=alert(1)>',
];

/** Every payload, text ones first: at least 50 distinct values. */
export const XSS_PAYLOADS: readonly string[] = [...TEXT_PAYLOADS, ...XSS_DESCRIPTIONS.map((c) => c.html)];

/**
 * Packs payloads into values of at most `max` characters, round-robin from `start`, so a handful of fields
 * carries the whole corpus. Returns the values and where the next field should start.
 */
export function packPayloads(max: number, count: number, start = 0): { values: string[]; next: number } {
  const values: string[] = [];
  let i = start;
  for (let n = 0; n < count; n += 1) {
    let value = '';
    for (let tries = 0; tries < XSS_PAYLOADS.length; tries += 1) {
      const payload = XSS_PAYLOADS[i % XSS_PAYLOADS.length]!;
      const joined = value ? `${value} ${payload}` : payload;
      if (joined.length > max) {
        if (!value) i += 1;
        else break;
      } else {
        value = joined;
        i += 1;
      }
    }
    values.push(value);
  }
  return { values, next: i };
}
