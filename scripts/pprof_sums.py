#!/usr/bin/env python3
"""Decodes a gzipped pprof profile.proto with Google's protobuf runtime
(python3-protobuf) and prints each sample type with the sum of its values,
one per line ("Ir 123456"), for tests/flame.rs. The message types are
declared here from pprof's profile.proto (github.com/google/pprof,
proto/profile.proto), so the decoding is independent of cgann's encoder.
Also checks what every reader relies on: ids resolve, strings index the
table, string 0 is empty, every sample has a stack= label.
Usage: scripts/pprof_sums.py PROFILE.pb.gz"""
import gzip
import sys

from google.protobuf import descriptor_pb2, descriptor_pool, message_factory

F = descriptor_pb2.FieldDescriptorProto
MESSAGES = {
    "Profile": [
        ("sample_type", 1, F.TYPE_MESSAGE, F.LABEL_REPEATED, "ValueType"),
        ("sample", 2, F.TYPE_MESSAGE, F.LABEL_REPEATED, "Sample"),
        ("mapping", 3, F.TYPE_MESSAGE, F.LABEL_REPEATED, "Mapping"),
        ("location", 4, F.TYPE_MESSAGE, F.LABEL_REPEATED, "Location"),
        ("function", 5, F.TYPE_MESSAGE, F.LABEL_REPEATED, "Function"),
        ("string_table", 6, F.TYPE_STRING, F.LABEL_REPEATED, None),
        ("drop_frames", 7, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
        ("keep_frames", 8, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
        ("time_nanos", 9, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
        ("duration_nanos", 10, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
        ("period_type", 11, F.TYPE_MESSAGE, F.LABEL_OPTIONAL, "ValueType"),
        ("period", 12, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
        ("comment", 13, F.TYPE_INT64, F.LABEL_REPEATED, None),
        ("default_sample_type", 14, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
    ],
    "ValueType": [
        ("type", 1, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
        ("unit", 2, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
    ],
    "Sample": [
        ("location_id", 1, F.TYPE_UINT64, F.LABEL_REPEATED, None),
        ("value", 2, F.TYPE_INT64, F.LABEL_REPEATED, None),
        ("label", 3, F.TYPE_MESSAGE, F.LABEL_REPEATED, "Label"),
    ],
    "Label": [
        ("key", 1, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
        ("str", 2, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
        ("num", 3, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
        ("num_unit", 4, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
    ],
    "Mapping": [
        ("id", 1, F.TYPE_UINT64, F.LABEL_OPTIONAL, None),
        ("memory_start", 2, F.TYPE_UINT64, F.LABEL_OPTIONAL, None),
        ("memory_limit", 3, F.TYPE_UINT64, F.LABEL_OPTIONAL, None),
        ("file_offset", 4, F.TYPE_UINT64, F.LABEL_OPTIONAL, None),
        ("filename", 5, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
        ("build_id", 6, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
    ],
    "Location": [
        ("id", 1, F.TYPE_UINT64, F.LABEL_OPTIONAL, None),
        ("mapping_id", 2, F.TYPE_UINT64, F.LABEL_OPTIONAL, None),
        ("address", 3, F.TYPE_UINT64, F.LABEL_OPTIONAL, None),
        ("line", 4, F.TYPE_MESSAGE, F.LABEL_REPEATED, "Line"),
        ("is_folded", 5, F.TYPE_BOOL, F.LABEL_OPTIONAL, None),
    ],
    "Line": [
        ("function_id", 1, F.TYPE_UINT64, F.LABEL_OPTIONAL, None),
        ("line", 2, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
    ],
    "Function": [
        ("id", 1, F.TYPE_UINT64, F.LABEL_OPTIONAL, None),
        ("name", 2, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
        ("system_name", 3, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
        ("filename", 4, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
        ("start_line", 5, F.TYPE_INT64, F.LABEL_OPTIONAL, None),
    ],
}


def profile_class():
    fd = descriptor_pb2.FileDescriptorProto(name="profile.proto", package="perftools.profiles", syntax="proto3")
    for name, fields in MESSAGES.items():
        m = fd.message_type.add(name=name)
        for fname, number, ftype, label, type_name in fields:
            f = m.field.add(name=fname, number=number, type=ftype, label=label)
            if type_name:
                f.type_name = ".perftools.profiles." + type_name
    pool = descriptor_pool.DescriptorPool()
    pool.Add(fd)
    desc = pool.FindMessageTypeByName("perftools.profiles.Profile")
    if hasattr(message_factory, "GetMessageClass"):
        return message_factory.GetMessageClass(desc)
    return message_factory.MessageFactory(pool).GetPrototype(desc)


def main():
    p = profile_class()()
    with gzip.open(sys.argv[1], "rb") as f:
        p.ParseFromString(f.read())
    strings = p.string_table
    assert strings[0] == "", "string 0 must be empty"
    locations = {loc.id for loc in p.location}
    functions = {fn.id for fn in p.function}
    for fn in p.function:
        assert 0 <= fn.name < len(strings) and 0 <= fn.filename < len(strings)
    for loc in p.location:
        assert all(line.function_id in functions for line in loc.line)
    sums = [0] * len(p.sample_type)
    for s in p.sample:
        assert len(s.value) == len(sums)
        assert all(lid in locations for lid in s.location_id)
        labels = {strings[l.key]: strings[l.str] for l in s.label}
        assert labels.get("stack") in ("exact", "estimated"), labels
        for i, v in enumerate(s.value):
            sums[i] += v
    for t, v in zip(p.sample_type, sums):
        print(strings[t.type], v)


if __name__ == "__main__":
    main()
