// Machine-code test program (the golden C++ program with 50,000 values
// to sort, so that its own code outweighs the dynamic linker's): a template, a class with methods, std::vector and
// std::sort (whose code comes from the libstdc++ headers).
#include <algorithm>
#include <cstdio>
#include <vector>

#include "shapes.h"

template <typename T>
T sum_of(const std::vector<T> &v)
{
    T s = T();
    for (const T &x : v)
        s += x;
    return s;
}

static std::vector<int> make_data(int n)
{
    std::vector<int> v;
    for (int i = 0; i < n; i++)
        v.push_back((i * 7919) % 1009);
    return v;
}

int main()
{
    std::vector<int> v = make_data(50000);
    std::sort(v.begin(), v.end());

    Accumulator acc(3);
    for (int x : v)
        acc.add(x);

    std::vector<Rect> rects;
    for (int i = 1; i <= 50; i++)
        rects.push_back(Rect(i, i % 7 + 1));
    std::sort(rects.begin(), rects.end(),
              [](const Rect &a, const Rect &b) { return a.area() < b.area(); });

    std::printf("%d %ld %ld %.1f\n", sum_of(v), acc.total(), acc.count(),
                sum_of(std::vector<double>{1.5, 2.5}) + rects.back().area());
    return 0;
}
