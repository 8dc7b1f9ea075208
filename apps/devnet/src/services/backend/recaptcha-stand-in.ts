/** The answer the stand-in's "Answer wrongly" button hands over, which `/v1/recaptchaCreate` refuses. */
export const WRONG_TEST_CAPTCHA = 'devnet-wrong-captcha'

/**
 * The devnet's stand-in for Google's reCAPTCHA v2 script (`/devnet/recaptcha/api.js`): Google cannot
 * be reached offline. It implements the part of `grecaptcha` the portal uses (explicit `render` with a
 * `callback` and `expired-callback`, `reset`, `getResponse`, `ready`) and draws a
 * plain "I'm not a robot" checkbox in the page. Ticking it hands over `accepted`, the answer the
 * devnet's `/v1/recaptchaCreate` takes; a second button hands over a wrong one, so the refusal can be
 * seen. It builds elements through the DOM only (no eval, no inline script), as the portal's CSP wants.
 */
export function recaptchaStandInScript(accepted: string): string {
  return `'use strict';
(function () {
  var ACCEPTED = ${JSON.stringify(accepted)};
  var WRONG = ${JSON.stringify(WRONG_TEST_CAPTCHA)};
  var widgets = [];
  function widget(id) {
    var found = widgets[id === undefined ? 0 : id];
    if (!found) throw new Error('grecaptcha: no widget ' + id);
    return found;
  }
  function render(container, params) {
    var host = typeof container === 'string' ? document.getElementById(container) : container;
    if (!host) throw new Error('grecaptcha: no container');
    if (!params || typeof params.sitekey !== 'string' || params.sitekey === '')
      throw new Error('grecaptcha: missing sitekey');
    var id = widgets.length;
    var state = { response: '', box: null };
    var frame = document.createElement('div');
    frame.setAttribute('role', 'group');
    frame.setAttribute('aria-label', 'reCAPTCHA (devnet stand-in)');
    frame.style.cssText = 'display:inline-flex;flex-direction:column;gap:8px;padding:12px 16px;border:1px solid #d3d3d3;border-radius:4px;background:#f9f9f9;color:#222;font:14px sans-serif';
    var label = document.createElement('label');
    label.style.cssText = 'display:flex;align-items:center;gap:10px;cursor:pointer';
    var box = document.createElement('input');
    box.type = 'checkbox';
    box.style.cssText = 'width:22px;height:22px';
    label.appendChild(box);
    label.appendChild(document.createTextNode("I'm not a robot"));
    var wrong = document.createElement('button');
    wrong.type = 'button';
    wrong.textContent = 'Answer wrongly (devnet test)';
    wrong.style.cssText = 'align-self:flex-start;font:12px sans-serif';
    var note = document.createElement('small');
    note.textContent = 'Devnet stand-in for reCAPTCHA: no Google offline.';
    frame.appendChild(label);
    frame.appendChild(wrong);
    frame.appendChild(note);
    host.appendChild(frame);
    state.box = box;
    function answer(response) {
      state.response = response;
      if (typeof params.callback === 'function') params.callback(response);
    }
    box.addEventListener('change', function () {
      if (box.checked) answer(ACCEPTED);
      else {
        state.response = '';
        if (typeof params['expired-callback'] === 'function') params['expired-callback']();
      }
    });
    wrong.addEventListener('click', function () {
      box.checked = true;
      answer(WRONG);
    });
    widgets.push(state);
    return id;
  }
  function reset(id) {
    var state = widget(id);
    state.response = '';
    state.box.checked = false;
  }
  function getResponse(id) {
    return widget(id).response;
  }
  window.grecaptcha = {
    render: render,
    reset: reset,
    getResponse: getResponse,
    ready: function (callback) { callback(); },
  };
})();
`
}
