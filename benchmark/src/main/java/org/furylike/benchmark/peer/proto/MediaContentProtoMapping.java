package org.furylike.benchmark.peer.proto;

import com.google.protobuf.InvalidProtocolBufferException;
import java.util.ArrayList;
import java.util.List;
import org.furylike.benchmark.data.Image;
import org.furylike.benchmark.data.Media;
import org.furylike.benchmark.data.MediaContent;
import org.furylike.benchmark.proto.ImageMsg;
import org.furylike.benchmark.proto.MediaContentMsg;
import org.furylike.benchmark.proto.MediaMsg;

/** Converts {@link MediaContent} to and from {@link MediaContentMsg}. */
final class MediaContentProtoMapping implements ProtoMapping<MediaContent, MediaContentMsg> {
  private static final Media.Player[] PLAYERS = Media.Player.values();
  private static final Image.Size[] SIZES = Image.Size.values();

  @Override
  public MediaContentMsg toMessage(MediaContent c) {
    MediaContentMsg.Builder b = MediaContentMsg.newBuilder();
    if (c.media != null) {
      b.setMedia(toMessage(c.media));
    }
    for (Image image : c.images) {
      b.addImages(toMessage(image));
    }
    return b.build();
  }

  private static MediaMsg toMessage(Media m) {
    MediaMsg.Builder b =
        MediaMsg.newBuilder()
            .setUri(m.uri)
            .setWidth(m.width)
            .setHeight(m.height)
            .setFormat(m.format)
            .setDuration(m.duration)
            .setSize(m.size)
            .setBitrate(m.bitrate)
            .setHasBitrate(m.hasBitrate)
            .addAllPersons(m.persons)
            .setPlayerValue(m.player.ordinal());
    if (m.title != null) {
      b.setTitle(m.title);
    }
    if (m.copyright != null) {
      b.setCopyright(m.copyright);
    }
    return b.build();
  }

  private static ImageMsg toMessage(Image i) {
    ImageMsg.Builder b =
        ImageMsg.newBuilder()
            .setUri(i.uri)
            .setWidth(i.width)
            .setHeight(i.height)
            .setSizeValue(i.size.ordinal());
    if (i.title != null) {
      b.setTitle(i.title);
    }
    if (i.media != null) {
      b.setMedia(toMessage(i.media));
    }
    return b.build();
  }

  @Override
  public MediaContent fromMessage(MediaContentMsg m) {
    MediaContent c = new MediaContent();
    c.media = m.hasMedia() ? fromMessage(m.getMedia()) : null;
    int n = m.getImagesCount();
    List<Image> images = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      images.add(fromMessage(m.getImages(i)));
    }
    c.images = images;
    return c;
  }

  private static Media fromMessage(MediaMsg m) {
    Media media = new Media();
    media.uri = m.getUri();
    media.title = m.hasTitle() ? m.getTitle() : null;
    media.width = m.getWidth();
    media.height = m.getHeight();
    media.format = m.getFormat();
    media.duration = m.getDuration();
    media.size = m.getSize();
    media.bitrate = m.getBitrate();
    media.hasBitrate = m.getHasBitrate();
    media.persons = new ArrayList<>(m.getPersonsList());
    media.player = PLAYERS[m.getPlayerValue()];
    media.copyright = m.hasCopyright() ? m.getCopyright() : null;
    return media;
  }

  private static Image fromMessage(ImageMsg m) {
    Image image = new Image();
    image.uri = m.getUri();
    image.title = m.hasTitle() ? m.getTitle() : null;
    image.width = m.getWidth();
    image.height = m.getHeight();
    image.size = SIZES[m.getSizeValue()];
    image.media = m.hasMedia() ? fromMessage(m.getMedia()) : null;
    return image;
  }

  @Override
  public MediaContentMsg parse(byte[] bytes) throws InvalidProtocolBufferException {
    return MediaContentMsg.parseFrom(bytes);
  }
}
