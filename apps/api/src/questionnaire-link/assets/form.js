// The client's questionnaire page: draws the signature (signature_pad) and sends the answers as JSON to the API.
// Served as it is (no build step), under the page's own strict CSP: no inline script, no other origin.
/* global window, document */
(function () {
  'use strict';
  var form = document.getElementById('questionnaire');
  var canvas = document.getElementById('signature-pad');
  if (!form || !canvas || typeof window.SignaturePad !== 'function') return;
  var token = window.location.pathname.split('/').pop();
  var pad = new window.SignaturePad(canvas, { penColor: '#1f2328', backgroundColor: 'rgb(255,255,255)' });
  var submit = document.getElementById('submit');
  var formError = document.getElementById('form-error');
  var consentError = document.getElementById('consent-error');
  var signatureError = document.getElementById('signature-error');
  var done = document.getElementById('done');

  // The canvas is drawn at the screen's pixel ratio; resizing clears it, so the drawing is kept across a resize.
  function resize() {
    var ratio = Math.max(window.devicePixelRatio || 1, 1);
    var data = pad.toData();
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d').scale(ratio, ratio);
    pad.clear();
    pad.fromData(data);
  }
  window.addEventListener('resize', resize);
  resize();
  document.getElementById('clear-signature').addEventListener('click', function () {
    pad.clear();
  });
  // A message goes as soon as what it asked for is done.
  pad.addEventListener('endStroke', function () {
    show(signatureError, '');
  });
  document.getElementById('consent').addEventListener('change', function (event) {
    if (event.target.checked) show(consentError, '');
  });

  // 'Non' writes 'Non'; 'Oui' writes 'Oui' and the detail after it ('Oui, Kardegic'); a detail alone is kept as typed.
  function answerOf(fieldset) {
    var checked = fieldset.querySelector('input[type=radio]:checked');
    var detail = fieldset.querySelector('input[type=text], textarea').value.trim();
    if (checked && checked.value === 'Oui') return detail ? 'Oui, ' + detail : 'Oui';
    if (checked && checked.value === 'Non') return detail ? 'Non, ' + detail : 'Non';
    return detail || null;
  }

  function show(element, message) {
    element.textContent = message || '';
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    show(formError, '');
    var consent = document.getElementById('consent');
    show(consentError, consent.checked ? '' : 'Cochez la case pour donner votre consentement.');
    show(signatureError, pad.isEmpty() ? 'Signez dans le cadre prévu.' : '');
    if (!consent.checked) return consent.focus();
    if (pad.isEmpty()) return canvas.scrollIntoView({ block: 'center' });
    var answers = {};
    form.querySelectorAll('fieldset.question').forEach(function (fieldset) {
      answers[fieldset.getAttribute('data-field')] = answerOf(fieldset);
    });
    submit.disabled = true;
    submit.textContent = 'Envoi en cours…';
    fetch('/api/form/' + encodeURIComponent(token), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({ answers: answers, consent: true, signature: pad.toDataURL('image/png') }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          return { ok: response.ok, body: body };
        });
      })
      .then(function (result) {
        if (result.ok) {
          form.hidden = true;
          done.hidden = false;
          show(done, result.body.message);
          done.focus();
          return;
        }
        var body = result.body || {};
        show(signatureError, body.signature || '');
        show(consentError, body.consent || '');
        show(formError, body.message || 'Certaines réponses sont invalides : vérifiez-les et réessayez.');
      })
      .catch(function () {
        show(formError, 'Envoi impossible : vérifiez votre connexion et réessayez.');
      })
      .finally(function () {
        submit.disabled = false;
        submit.textContent = 'Envoyer mes réponses';
      });
  });
})();
