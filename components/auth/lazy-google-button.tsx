"use client";

import dynamic from "next/dynamic";

// Google's button and its popup flow are sent only where Google sign-in is configured (the forms
// render it then, on the server as everywhere): a server without it sends none of their code.
export const GoogleButton = dynamic(() =>
  import("./google-button").then((module) => module.GoogleButton),
);
