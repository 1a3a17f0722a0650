// A floor of bench/today/run and bench/today/sizes: a trivial Swift program that prints one
// line and exits. bench/today/run builds it with `swiftc -O -static-stdlib`, bench/today/sizes
// with `-static-executable`, as scripts/build-release links tend. What tend spends above this
// is tend's own work; what this spends is the process, the loader and Swift's runtime.
print("hello")
