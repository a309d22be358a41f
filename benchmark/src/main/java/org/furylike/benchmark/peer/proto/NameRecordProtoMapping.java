package org.furylike.benchmark.peer.proto;

import com.google.protobuf.InvalidProtocolBufferException;
import org.furylike.benchmark.data.NameRecord;
import org.furylike.benchmark.proto.NameRecordMsg;

/** Converts {@link NameRecord} to and from {@link NameRecordMsg}; the name is never null. */
final class NameRecordProtoMapping implements ProtoMapping<NameRecord, NameRecordMsg> {
  @Override
  public NameRecordMsg toMessage(NameRecord r) {
    return NameRecordMsg.newBuilder()
        .setName(r.name())
        .setCount(r.count())
        .setDelta(r.delta())
        .setCode(r.code())
        .build();
  }

  @Override
  public NameRecord fromMessage(NameRecordMsg m) {
    return new NameRecord(m.getName(), m.getCount(), m.getDelta(), m.getCode());
  }

  @Override
  public NameRecordMsg parse(byte[] bytes) throws InvalidProtocolBufferException {
    return NameRecordMsg.parseFrom(bytes);
  }
}
