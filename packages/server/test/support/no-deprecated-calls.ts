/**
 * A deprecated call fails its test rather than print a warning once per process. Among them pg's
 * query sent while another runs on the same connection (pg 9 refuses it): inside a transaction,
 * whose one connection takes one query at a time, each query is awaited in turn.
 */
process.throwDeprecation = true;
