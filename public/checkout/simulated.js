/*
 * Test-mode checkout. A deployment without Razorpay keys runs its payments in test mode: this
 * file stands in for https://checkout.razorpay.com/v1/checkout.js with the same browser API
 * (new Razorpay(options), .open(), .on("payment.failed", cb), .close()), so the Add Coins screen
 * runs one code path for both. Its Pay and Fail buttons ask our own server
 * (POST /api/v1/payments/simulated/pay) for what the real checkout would hand the page: a signed
 * payment, or a failure. No real money moves. Plain script, no modules or dependencies: it is
 * loaded with a <script> tag, outside the app's bundle and its styles.
 */
(function () {
  "use strict";

  var PAY_URL = "/api/v1/payments/simulated/pay";
  var FALLBACK_COLOR = "#3b3fb6";
  var FOCUSABLE =
    "button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex='-1'])";
  var METHOD_LABELS = { upi: "UPI", card: "Card", netbanking: "Net banking", wallet: "Wallet" };
  var counter = 0;

  function formatAmount(minor, currency) {
    var major = Number(minor) / 100;
    var code = typeof currency === "string" && currency ? currency : "INR";
    try {
      return new Intl.NumberFormat(code === "INR" ? "en-IN" : "en-US", {
        style: "currency",
        currency: code,
        minimumFractionDigits: Number.isInteger(major) ? 0 : 2,
        maximumFractionDigits: Number.isInteger(major) ? 0 : 2,
      }).format(major);
    } catch {
      return code + " " + major;
    }
  }

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.setAttribute("style", style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function button(label, style) {
    var node = el("button", style, label);
    node.type = "button";
    return node;
  }

  /** The API's JSON envelope: { success, data } or { success: false, error: { message } }. */
  function post(body) {
    return fetch(PAY_URL, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    }).then(
      function (response) {
        return response.json().then(
          function (envelope) {
            if (response.ok && envelope && envelope.success) return envelope.data;
            var message =
              (envelope && envelope.error && envelope.error.message) ||
              "The test payment could not be processed (HTTP " + response.status + ").";
            throw new Error(message);
          },
          function () {
            throw new Error(
              "The test payment could not be processed (HTTP " + response.status + ").",
            );
          },
        );
      },
      function () {
        throw new Error("Network error. Please check your internet connection.");
      },
    );
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = { "payment.failed": [] };
    this.root = null;
    this.busy = false;
  }

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback !== "function") return this;
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.open = function () {
    if (this.root) return this;
    var options = this.options;
    var color = (options.theme && options.theme.color) || FALLBACK_COLOR;
    var prefill = options.prefill || {};
    var titleId = "sim-checkout-title-" + ++counter;
    var descriptionId = "sim-checkout-note-" + counter;

    this.returnFocus = document.activeElement;

    var overlay = el(
      "div",
      "position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;" +
        "padding:16px;background:rgba(15,23,42,0.6);font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;" +
        "box-sizing:border-box;overflow-y:auto;",
    );
    overlay.setAttribute("data-simulated-checkout", "");

    var dialog = el(
      "div",
      "position:relative;width:100%;max-width:380px;box-sizing:border-box;background:#fff;color:#0f172a;" +
        "border-radius:14px;box-shadow:0 20px 50px rgba(0,0,0,0.3);padding:24px;margin:auto;",
    );
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    dialog.setAttribute("aria-labelledby", titleId);
    dialog.setAttribute("aria-describedby", descriptionId);
    dialog.tabIndex = -1;

    var badge = el(
      "p",
      "margin:0 0 12px;display:inline-block;padding:4px 10px;border-radius:999px;background:#fef3c7;" +
        "color:#78350f;font-size:12px;font-weight:600;",
      "Test mode",
    );
    var title = el(
      "h2",
      "margin:0;font-size:18px;line-height:1.3;font-weight:700;",
      (options.name || "Checkout") + " payment",
    );
    title.id = titleId;
    var note = el(
      "p",
      "margin:6px 0 0;font-size:14px;line-height:1.4;color:#78350f;font-weight:600;",
      "Test mode — no real money moves",
    );
    note.id = descriptionId;

    var details = el(
      "dl",
      "margin:20px 0 0;padding:16px;border-radius:10px;background:#f1f5f9;font-size:14px;",
    );
    function row(term, value, strong) {
      var line = el(
        "div",
        "display:flex;justify-content:space-between;gap:12px;padding:4px 0;flex-wrap:wrap;",
      );
      line.appendChild(el("dt", "margin:0;color:#475569;", term));
      line.appendChild(
        el(
          "dd",
          "margin:0 0 0 auto;text-align:right;overflow-wrap:anywhere;" +
            (strong ? "font-size:18px;font-weight:700;" : "font-weight:500;"),
          value,
        ),
      );
      details.appendChild(line);
    }
    row("Amount", formatAmount(options.amount, options.currency), true);
    if (options.description) row("For", String(options.description));
    if (prefill.email) row("Email", String(prefill.email));
    if (prefill.method) row("Method", METHOD_LABELS[prefill.method] || String(prefill.method));

    var status = el("p", "margin:16px 0 0;min-height:20px;font-size:14px;color:#b91c1c;");
    status.setAttribute("role", "alert");

    var actions = el("div", "display:flex;flex-direction:column;gap:8px;margin-top:8px;");
    var base =
      "width:100%;min-height:44px;padding:10px 16px;border-radius:8px;font-size:15px;font-weight:600;" +
      "cursor:pointer;font-family:inherit;";
    var payButton = button("Pay", base + "border:0;background:" + color + ";color:#fff;");
    var failButton = button(
      "Fail payment",
      base + "border:1px solid #fca5a5;background:#fff;color:#b91c1c;",
    );
    var closeButton = button(
      "Close",
      base + "border:1px solid #cbd5e1;background:#fff;color:#0f172a;",
    );
    actions.appendChild(payButton);
    actions.appendChild(failButton);
    actions.appendChild(closeButton);

    dialog.appendChild(badge);
    dialog.appendChild(title);
    dialog.appendChild(note);
    dialog.appendChild(details);
    dialog.appendChild(status);
    dialog.appendChild(actions);
    overlay.appendChild(dialog);

    var setBusy = (busy, label) => {
      this.busy = busy;
      [payButton, failButton, closeButton].forEach(function (node) {
        node.disabled = busy;
        node.style.opacity = busy ? "0.6" : "1";
        node.style.cursor = busy ? "progress" : "pointer";
      });
      payButton.textContent = busy && label ? label : "Pay";
      dialog.setAttribute("aria-busy", busy ? "true" : "false");
    };

    var settle = (outcome) => {
      status.textContent = "";
      setBusy(true, outcome === "success" ? "Processing…" : undefined);
      post({ orderId: options.order_id, outcome: outcome }).then(
        (data) => {
          this.close();
          if (outcome === "success") {
            if (typeof options.handler === "function") {
              options.handler({
                razorpay_order_id: data.razorpay_order_id,
                razorpay_payment_id: data.razorpay_payment_id,
                razorpay_signature: data.razorpay_signature,
              });
            }
          } else {
            (this.listeners["payment.failed"] || []).forEach(function (callback) {
              callback({ error: data.error });
            });
          }
        },
        (error) => {
          setBusy(false);
          status.textContent = error.message;
          payButton.focus();
        },
      );
    };

    var dismiss = () => {
      if (this.busy) return;
      this.close();
      if (options.modal && typeof options.modal.ondismiss === "function") options.modal.ondismiss();
    };

    payButton.addEventListener("click", function () {
      settle("success");
    });
    failButton.addEventListener("click", function () {
      settle("failure");
    });
    closeButton.addEventListener("click", dismiss);

    overlay.addEventListener("keydown", function (event) {
      if (event.key === "Escape") {
        event.preventDefault();
        dismiss();
        return;
      }
      if (event.key !== "Tab") return;
      // Keep Tab and Shift+Tab inside the dialog.
      var focusable = Array.prototype.slice.call(dialog.querySelectorAll(FOCUSABLE));
      if (focusable.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      var first = focusable[0];
      var last = focusable[focusable.length - 1];
      if (
        event.shiftKey &&
        (document.activeElement === first || document.activeElement === dialog)
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    });

    // The page behind is out of reach while the dialog is open: no focus, no screen reader.
    this.hidden = [];
    Array.prototype.forEach.call(document.body.children, (child) => {
      if (child.inert) return;
      child.inert = true;
      this.hidden.push(child);
    });
    this.bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    document.body.appendChild(overlay);
    this.root = overlay;
    payButton.focus();
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this.root) return this;
    this.root.remove();
    this.root = null;
    this.busy = false;
    (this.hidden || []).forEach(function (child) {
      child.inert = false;
    });
    this.hidden = [];
    document.body.style.overflow = this.bodyOverflow || "";
    var back = this.returnFocus;
    this.returnFocus = null;
    if (back && typeof back.focus === "function" && document.contains(back)) back.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
