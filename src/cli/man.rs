//! `--generate=man`: the man page. NAME, SYNOPSIS, DESCRIPTION and OPTIONS
//! come from the clap definition (clap_mangen), so they always match the
//! options; EXAMPLES, EXIT STATUS, the differences from callgrind_annotate
//! and SEE ALSO are written here, in roff.

use std::io::{self, Write};

use clap::CommandFactory;

use super::args::Args;

/// Writes the whole page.
pub fn write_man(out: &mut dyn Write) -> io::Result<()> {
    let man = clap_mangen::Man::new(Args::command());
    man.render_title(out)?;
    man.render_name_section(out)?;
    man.render_synopsis_section(out)?;
    man.render_description_section(out)?;
    man.render_options_section(out)?;
    out.write_all(SECTIONS.as_bytes())?;
    man.render_version_section(out)
}

/// The sections clap knows nothing of. `\-` is a minus sign (what a shell
/// needs), `.TP` a tagged paragraph, `.EX`/`.EE` an example block.
const SECTIONS: &str = r#".SH EXAMPLES
.TP
\fBvalgrind \-\-tool=callgrind ./prog; cgann callgrind.out.*\fR
Profile a program and print the report: totals, the functions that cover
99% of the cost, and their source files annotated line by line. With no
profile named, the newest callgrind.out.* of the current directory is read.
.TP
\fBcgann \-\-source\-root=. callgrind.out.1234\fR
Annotate only the source files under the current directory: your own
code, without the system headers and libraries (and, for a profile from
somewhere else, without printing files it names outside the tree).
.TP
\fBcgann \-\-tree=both \-\-auto=no callgrind.out.1234\fR
Each function's callers and callees, with call counts and costs.
.TP
\fBcgann \-\-inclusive \-\-top=20 callgrind.out.1234\fR
The 20 functions with the highest inclusive cost (their own and their
calls', no recursive call counted twice).
.TP
\fBcgann \-\-diff old.out new.out \-\-fail\-above=2\fR
What changed from old.out to new.out, per function; exit status 3 when
the total grew by more than 2%: a CI gate.
.TP
\fBcgann \-\-format=json callgrind.out.1234 | jq '.functions[0]'\fR
The report as data (also \fB\-\-format=csv\fR).
.TP
\fBcgann \-\-format=dot callgrind.out.1234 | dot \-Tsvg > graph.svg\fR
The call graph as a picture (Graphviz).
.TP
\fBcgann callgrind.out.1234\-*\fR
Several profiles (threads, dumps) summed in one report.
.SH "EXIT STATUS"
.TP
\fB0\fR
Success (also when the reader of the output goes away early, as with
\fB| head\fR).
.TP
\fB1\fR
A profile cannot be read correctly (the message names the file and the
line: \fBcgann: callgrind.out.1:4812: ...\fR), a source file named on the
command line does not exist, or the \fB\-\-write\fR file cannot be written.
.TP
\fB2\fR
Usage error: an unknown option, a bad value, an event the profile does not
have, an option that does nothing in the mode chosen.
.TP
\fB3\fR
\fB\-\-diff\fR with gate rules (\fB\-\-gate\fR, \fB\-\-fail\-above\fR): a rule
that is not waived failed (the report is printed first).
.TP
\fB4\fR
\fB\-\-diff\fR with gate rules: none failed, but one is undecided: it gates a
figure the profiles only bound (an inclusive cost in recursion), and the
ranges allow both a pass and a failure.
.SH "DIFFERENCES FROM CALLGRIND_ANNOTATE"
cgann prints callgrind_annotate's report byte for byte, except where
callgrind_annotate is random or wrong:
.IP \(bu 2
Ties in every sort are broken by file:function in byte order (the
reference walks Perl hashes).
.IP \(bu 2
Inclusive costs never count a recursive call twice, so no percentage
passes 100%; cycles of mutual recursion are listed as a whole.
.IP \(bu 2
cfi=/cfl= names are shortened by the current directory as fl= names are;
a file with several parts counts every part and sums their totals;
calls=0 (a call in progress at a dump) adds nothing to the caller's self
cost; without recorded totals, PROGRAM TOTALS is the sum of self costs
also with \fB\-\-inclusive=yes\fR.
.IP \(bu 2
Input that cannot be read correctly (an undefined compressed name, calls=
without its cost line, a number beyond 2^64\-1, a negative position or
cost, a file cut off mid\-line) is an error naming the file and line, not a
plausible report; hex numbers and CRLF line ends are read.
.IP \(bu 2
\fB\-I dir\fR works like \fB\-I=dir\fR; include directories apply to every
source file named; a repeated option takes its last value; \fB\-\-help\fR
and \fB\-\-version\fR print to stdout and exit 0; \fB\-\-\fR ends the options.
.IP \(bu 2
\fB\-\-show\fR and \fB\-\-sort\fR accept derived events (\fBCEst\fR,
\fBL1m\fR, the file's \fBevent:\fR definitions, \fB\-\-event\fR).
.PP
README.md, section "Differences from callgrind_annotate", lists each with
an example.
.SH "SEE ALSO"
\fBcallgrind_annotate\fR(1), \fBvalgrind\fR(1), \fBkcachegrind\fR(1),
\fBgprof\fR(1), \fBdot\fR(1)
"#;
