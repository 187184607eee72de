fn main() {
    std::process::exit(cgann::cli::main());
}
