// zod 4 compiles fast parsers with `new Function`, which the portal's Content-Security-Policy forbids;
// even the probe for it is reported as a violation. Parsing without compilation is fast enough for forms.
import { config } from "zod";

config({ jitless: true });
