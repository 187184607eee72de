// A C++ program for the call-graph picture (testdata/dot/make.sh): STL
// containers and algorithms, templates, virtual calls and inlining at -O2,
// so the profile holds long template names and code inlined from headers.
#include <algorithm>
#include <map>
#include <memory>
#include <numeric>
#include <string>
#include <unordered_map>
#include <vector>
#include <cstdio>

namespace geo {

struct Shape {
    virtual ~Shape() = default;
    virtual double area() const = 0;
    virtual std::string name() const = 0;
};

struct Rect : Shape {
    double w, h;
    Rect(double w, double h) : w(w), h(h) {}
    double area() const override { return w * h; }
    std::string name() const override { return "rect"; }
};

struct Circle : Shape {
    double r;
    explicit Circle(double r) : r(r) {}
    double area() const override { return 3.14159 * r * r; }
    std::string name() const override { return "circle"; }
};

template <typename T, typename Less>
class SortedBag {
public:
    void add(T v) { items_.push_back(std::move(v)); }
    void settle() { std::sort(items_.begin(), items_.end(), Less{}); }
    const std::vector<T>& items() const { return items_; }
private:
    std::vector<T> items_;
};

struct ByArea {
    bool operator()(const std::unique_ptr<Shape>& a, const std::unique_ptr<Shape>& b) const {
        return a->area() < b->area();
    }
};

}  // namespace geo

static std::vector<int> primes(int limit) {
    std::vector<bool> sieve(limit + 1, true);
    std::vector<int> out;
    for (int i = 2; i <= limit; ++i) {
        if (!sieve[i]) continue;
        out.push_back(i);
        for (long j = (long)i * i; j <= limit; j += i) sieve[j] = false;
    }
    return out;
}

static std::map<std::string, std::vector<int>> bucket_words(int n) {
    std::map<std::string, std::vector<int>> buckets;
    for (int i = 0; i < n; ++i) {
        std::string key = "k" + std::to_string(i % 97);
        buckets[key].push_back(i);
    }
    return buckets;
}

static long count_chars(int n) {
    std::unordered_map<char, long> counts;
    for (int i = 0; i < n; ++i) {
        std::string s = std::to_string(i * 7919);
        for (char c : s) counts[c]++;
    }
    long total = 0;
    for (auto& kv : counts) total += kv.second;
    return total;
}

int main() {
    geo::SortedBag<std::unique_ptr<geo::Shape>, geo::ByArea> bag;
    for (int i = 0; i < 4000; ++i) {
        if (i % 3 == 0)
            bag.add(std::make_unique<geo::Circle>(i % 17 + 1));
        else
            bag.add(std::make_unique<geo::Rect>(i % 13 + 1, i % 7 + 1));
    }
    bag.settle();
    double total_area = 0;
    std::map<std::string, int> kinds;
    for (auto& s : bag.items()) {
        total_area += s->area();
        kinds[s->name()]++;
    }
    std::vector<int> ps = primes(200000);
    long psum = std::accumulate(ps.begin(), ps.end(), 0L);
    auto buckets = bucket_words(20000);
    long chars = count_chars(20000);
    std::printf("area=%.1f kinds=%zu primes=%zu sum=%ld buckets=%zu chars=%ld\n", total_area, kinds.size(),
                ps.size(), psum, buckets.size(), chars);
    return 0;
}
