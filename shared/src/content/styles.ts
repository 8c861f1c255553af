/**
 * The layout rich content needs wherever it is printed without the client's stylesheet
 * (the PDF template). Formulas show their MathML there: Chromium draws it with local
 * fonts, so the PDF needs no KaTeX font and makes no request.
 */
export const RICH_CONTENT_CSS = `
.rich p { margin: 0 0 0.5em; }
.rich table { border-collapse: collapse; margin: 0.5em 0; }
.rich th, .rich td { border: 1px solid #888; padding: 2px 6px; text-align: left; }
.rich .rich-table { max-width: 100%; overflow-x: auto; }
.rich img { max-width: 100%; height: auto; }
.rich blockquote { margin: 0.5em 1.5em; }
.rich .rich-line { display: block; padding-left: 2.5em; text-indent: -2.5em; }
.rich .rich-ln { display: inline-block; width: 2em; text-indent: 0; text-align: right; margin-right: 0.5em; color: #555; font-size: 0.8em; }
.rich .katex-html { display: none; }
.rich .katex-display { display: block; text-align: center; margin: 0.5em 0; }
.rich .rich-tex { overflow-wrap: anywhere; }
`;
