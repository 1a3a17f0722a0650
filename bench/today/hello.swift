// The floor of the table in bench/today/run: a trivial Swift program, built as tend is
// (`swiftc -O -static-stdlib`), that prints one line and exits. What tend spends above this
// is tend's own work; what this spends is the process, the dynamic loader and Swift's runtime.
print("hello")
