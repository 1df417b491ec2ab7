#pragma once
// Qt 6.4 reads response headers one byte at a time in its HTTP thread and does not stop
// while bytes keep coming: a server that streams one endless header line keeps that
// thread reading (about 1 MB/s of memory, for as long as the server sends), deaf to
// QNetworkReply::abort(), to later requests on the same QNetworkAccessManager, and
// blocking its destructor for 5 s. No Qt API reaches the socket, so on Linux the
// connection is shut down at the descriptor: the HTTP thread then reads end-of-file and
// ends as it does for a server that hung up.

#include <QList>

namespace scalescope::ui {

struct PeerSocket
{
    int fd = -1;
    unsigned long long inode = 0; // the same descriptor number may be reused for another socket
};

// This process's TCP sockets whose peer port is `port` (empty where /proc is missing).
QList<PeerSocket> socketsToPort(int port);

// Shuts down (both ways) each of `sockets` that is still the socket it was; the
// descriptors stay open for their owner to close.
void shutDownSockets(const QList<PeerSocket>& sockets);

} // namespace scalescope::ui
