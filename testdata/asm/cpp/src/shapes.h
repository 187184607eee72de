// Class with methods: some defined in the class (inline), one out of line.
#pragma once

class Accumulator {
public:
    explicit Accumulator(long factor) : factor_(factor) {}
    void add(long x);
    long total() const { return total_; }
    long count() const { return count_; }

private:
    long factor_;
    long total_ = 0;
    long count_ = 0;
};

inline void Accumulator::add(long x)
{
    total_ += x * factor_;
    count_++;
}

struct Rect {
    Rect(double w, double h) : w_(w), h_(h) {}
    double area() const { return w_ * h_; }
    double w_, h_;
};
