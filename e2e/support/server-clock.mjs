// Preloaded (node --import) into a server that an end-to-end test runs at a chosen moment:
// SERVER_CLOCK_AT (an ISO instant) becomes the server's "now" and time runs on from there. Only
// Date moves; timers, the database and the network keep real time. (@sinonjs/fake-timers'
// Date, tried first, left the server's start-up hanging before its first log line.)
const at = process.env.SERVER_CLOCK_AT;
if (at) {
  const RealDate = Date;
  const offset = RealDate.parse(at) - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
