import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/findings/verdict.ts
function countsTowardVerdict(f) {
  if (f.exempted) return false;
  return f.change === void 0 || f.change === "introduced";
}
function verdictOf(findings) {
  const counted = findings.filter(countsTowardVerdict).filter((f) => f.severity === "error");
  if (counted.some((f) => f.verdict === "fail")) return "fail";
  if (counted.some((f) => f.verdict === "inconclusive")) return "inconclusive";
  return "pass";
}
function summarize(findings, targets, resources) {
  const counted = findings.filter(countsTowardVerdict);
  return {
    targets,
    resources,
    fail: counted.filter((f) => f.severity === "error" && f.verdict === "fail").length,
    inconclusive: counted.filter((f) => f.severity === "error" && f.verdict === "inconclusive").length,
    warning: counted.filter((f) => f.severity === "warning").length,
    note: counted.filter((f) => f.severity === "note").length,
    exempted: findings.filter((f) => f.exempted && f.change !== "fixed").length
  };
}

export {
  countsTowardVerdict,
  verdictOf,
  summarize
};
