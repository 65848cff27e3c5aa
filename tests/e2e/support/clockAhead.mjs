// Loaded into the server's processes (`NODE_OPTIONS=--import …`) by a test that needs the server
// to live some days later than today: its clock, the embedded database's with it (PGlite reads
// the time through Date), runs PIPELINE_E2E_CLOCK_AHEAD_MS ahead of the real one and keeps
// ticking with it. Without that setting it changes nothing. (A fake-timers library's ticking
// clock holds the event loop open, so no process under it could end; a shifted Date does not.)

const ahead = Number(process.env.PIPELINE_E2E_CLOCK_AHEAD_MS ?? "0");
if (Number.isFinite(ahead) && ahead > 0) {
  const RealDate = globalThis.Date;
  class AheadDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + ahead);
      else super(...args);
    }

    static now() {
      return RealDate.now() + ahead;
    }
  }
  globalThis.Date = AheadDate;
}
